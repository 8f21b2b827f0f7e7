import { use, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useToastLabels } from '@/components/ui/toaster';
import { localeOfPath } from '@/config/locales';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { loadLocaleText } from '@/lib/i18n/load-locale-text';

/**
 * The frame's texts in the language of the page's path (Spanish under /es, English elsewhere),
 * around every route: public pages, the portal and the not-found page alike.
 */
export function LocaleFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const text = use(loadLocaleText(localeOfPath(pathname)));
  useToastLabels(text.site.toast);
  return <LocaleContext value={text}>{children}</LocaleContext>;
}
