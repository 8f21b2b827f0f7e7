import { Languages } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { rememberLanguage } from '@/lib/i18n/language-cookie';
import { preloadOnIntent } from '@/lib/page-preload';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { portalTwinOf } from '../utils/portal-paths';

/**
 * The client's page in the other language (/dashboard/client/jobs ↔ /es/dashboard/client/jobs),
 * keeping the query. Worded like the public header's switch, in the language it leads to, and it
 * remembers the choice the same way.
 */
export function PortalLanguageSwitch({ className = '' }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { language } = useLocaleText().site;
  const twin = portalTwinOf(pathname);
  if (!twin) return null;
  return (
    <Link
      to={`${twin.path}${search}`}
      {...preloadOnIntent(twin.path)}
      lang={language.lang}
      hrefLang={language.lang}
      aria-label={language.switchHint}
      data-testid="language-switch"
      onClick={() => rememberLanguage(twin.locale)}
      className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md px-3 font-semibold text-brand-800 underline-offset-4 hover:bg-slate-100 hover:underline ${className}`}
    >
      <Languages aria-hidden="true" className="size-4" />
      {language.switchLabel}
    </Link>
  );
}
