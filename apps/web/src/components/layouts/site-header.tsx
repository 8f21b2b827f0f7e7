import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The public header; the full navigation of spec §2 is built by the public-site issue. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link to={paths.home} className="text-lg font-bold text-teal-900">
          Cedar Valley Pathways
        </Link>
        <Link to={paths.auth} className="rounded-md bg-teal-800 px-3 py-2 text-sm font-semibold text-white">
          Client Portal
        </Link>
      </div>
    </header>
  );
}
