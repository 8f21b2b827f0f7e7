import { useLocation } from 'react-router';
import { localeOfPath } from '@/config/locales';
import { appScreenText } from '@/lib/i18n/app-screens';
import { Spinner } from './spinner';

/**
 * Shown while the app or a route module loads (spec §2 App-level screens), in the path's language;
 * inside a page's frame, with that frame's own words (`label`).
 */
export function LoadingScreen({ label }: { label?: string }) {
  const { pathname } = useLocation();
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-700"
    >
      <Spinner className="size-8 text-teal-700" />
      <p>{label ?? appScreenText[localeOfPath(pathname)].loading}</p>
    </div>
  );
}
