import { Languages } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { twinOf } from '@/config/locales';
import { rememberLanguage } from '@/lib/i18n/language-cookie';
import { preloadOnIntent } from '@/lib/page-preload';
import { useLocaleText } from '@/lib/i18n/locale-context';

/**
 * The link to this page in the other language (/programs ↔ /es/programs), keeping the query and
 * fragment. It names the language in that language ("Español"), marked with `lang`, and remembers
 * the choice. Pages without a twin yet show no switch rather than one that leads elsewhere.
 */
export function LanguageSwitch({
  onNavigate,
  className = '',
}: {
  onNavigate?: () => void;
  className?: string;
}) {
  const { pathname, search, hash } = useLocation();
  const { language } = useLocaleText().site;
  const twin = twinOf(pathname);
  if (!twin) return null;
  return (
    <Link
      to={`${twin.path}${search}${hash}`}
      {...preloadOnIntent(twin.path)}
      lang={language.lang}
      hrefLang={language.lang}
      data-testid="language-switch"
      onClick={() => {
        rememberLanguage(twin.locale);
        onNavigate?.();
      }}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 font-semibold text-brand-800 underline-offset-4 hover:bg-slate-100 hover:underline ${className}`}
    >
      <Languages aria-hidden="true" className="size-4" />
      {/* Beside the eight links of the wide header (xl), the short form keeps them on one line. The
          hint is read after whichever form shows, so the name always holds the words one sees
          (WCAG 2.5.3, label in name: a voice user says "click ES"). */}
      <span className="xl:hidden">{language.switchLabel}</span>
      <span className="hidden xl:inline">{language.switchShort}</span>
      <span className="sr-only">: {language.switchHint}</span>
    </Link>
  );
}
