import { fillTemplate, type Translation, type javascriptNeeded } from '@pathways/content';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What a form posted without JavaScript answers (issue 12): nothing was kept, and how to reach us. */
export function JavascriptNeededContent({ text }: { text: Translation<typeof javascriptNeeded> }) {
  const { site } = useLocaleText();
  const localized = useLocalizedHref();
  useDocumentTitle(text.title);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
      <p className="text-slate-700">{text.text}</p>
      <p className="text-slate-700">
        {fillTemplate(text.reachUs, {
          phone: site.contact.phone,
          email: site.contact.email,
        })}
      </p>
      <Link
        to={localized(paths.home)}
        className="font-semibold text-teal-800 underline underline-offset-4"
      >
        {text.backLabel}
      </Link>
    </section>
  );
}
