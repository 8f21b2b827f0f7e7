import { fillTemplate, javascriptNeeded, site } from '@pathways/content';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What a form posted without JavaScript answers (issue 12): nothing was kept, and how to reach us. */
export default function JavascriptNeededPage() {
  useDocumentTitle(javascriptNeeded.title);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{javascriptNeeded.title}</h1>
      <p className="text-slate-700">{javascriptNeeded.text}</p>
      <p className="text-slate-700">
        {fillTemplate(javascriptNeeded.reachUs, {
          phone: site.contact.phone,
          email: site.contact.email,
        })}
      </p>
      <Link to={paths.home} className="font-semibold text-teal-800 underline underline-offset-4">
        {javascriptNeeded.backLabel}
      </Link>
    </section>
  );
}
