import { ChevronDown, Menu } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useLocation } from 'react-router';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { desktopLink } from './nav-styles';

/**
 * The buttons that open the header's menus. The same element serves before the menu's code has
 * loaded (a stand-in, see LoadOnFirstUse) and after it, as the Radix trigger (`asChild`), so the
 * page looks and reads the same either side of the first use.
 */
export function MoreButton(props: ComponentPropsWithRef<'button'>) {
  const { pathname } = useLocation();
  const { navigation } = useLocaleText().site;
  const localized = useLocalizedHref();
  const moreActive = navigation.more.some((link) => localized(link.href) === pathname);
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      className={`${desktopLink({ isActive: moreActive })} gap-1 data-[state=open]:bg-slate-100`}
    >
      {navigation.moreLabel}
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
}

export function MobileMenuButton(props: ComponentPropsWithRef<'button'>) {
  const { navigation } = useLocaleText().site;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
      className="inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100 xl:hidden"
    >
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">{navigation.openMenuLabel}</span>
    </button>
  );
}
