import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundPage() {
  const { notFound } = useLocaleText();
  const localized = useLocalizedHref();
  useDocumentTitle(notFound.documentTitle);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFound.heading}</h1>
      <p className="text-slate-700">{notFound.text}</p>
      <Link
        to={localized(paths.home)}
        className="font-semibold text-teal-800 underline underline-offset-4"
      >
        {notFound.homeLink}
      </Link>
    </section>
  );
}
