import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePortalText } from '@/lib/portal-text/portal-text';

/** Sidebar links and admin actions whose pages are not built yet land here, inside the shell, never on the 404 page. */
export function ComingSoon({ dashboardPath }: { dashboardPath: string }) {
  const portal = usePortalText().frame;
  useDocumentTitle(portal.comingSoon.heading);
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-900">
        <Construction aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{portal.comingSoon.heading}</h1>
      <p className="mt-3 text-slate-700">{portal.comingSoon.text}</p>
      <Link to={dashboardPath} className={`${buttonClasses('primary')} mt-6`}>
        {portal.comingSoon.back}
      </Link>
    </div>
  );
}
