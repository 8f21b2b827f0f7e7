import { Link, NavLink } from 'react-router';
import { LoadOnFirstUse } from '@/components/ui/load-on-first-use';
import { paths } from '@/config/paths';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { AccountActions } from './header/account-actions';
import { MobileMenuButton, MoreButton } from './header/menu-buttons';
import { LanguageSwitch } from './header/language-switch';
import { desktopLink } from './header/nav-styles';

// The menus' Radix code (positioning, focus trap, scroll lock) is not needed to paint the page.
const loadMoreMenu = () => import('./header/more-menu');
const loadMobileMenu = () => import('./header/mobile-menu');

function Logo() {
  const { site } = useLocaleText();
  const localized = useLocalizedHref();
  return (
    <Link
      to={localized(paths.home)}
      className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-md"
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-lg bg-brand-800 text-lg font-bold text-accent-300"
      >
        P
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold text-brand-900">{site.organizationName}</span>
        <span className="hidden text-xs text-slate-600 sm:block">{site.logoSubtitle}</span>
      </span>
    </Link>
  );
}

/** The public header (spec §2 "Shared header"): eight links + More on wide screens, a slide-out menu on small ones. */
export function SiteHeader() {
  const { navigation } = useLocaleText().site;
  const localized = useLocalizedHref();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2.5 sm:px-6 2xl:max-w-screen-2xl">
        <div className="flex shrink-0 items-center gap-1">
          <LoadOnFirstUse
            load={loadMobileMenu}
            renderTrigger={(handlers) => <MobileMenuButton {...handlers} />}
          />
          <Logo />
        </div>
        <nav aria-label={navigation.ariaLabel} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {navigation.main.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={localized(link.href)}
                  end={link.href === paths.home}
                  className={desktopLink}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <LoadOnFirstUse
                load={loadMoreMenu}
                renderTrigger={(handlers) => <MoreButton {...handlers} />}
              />
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Small screens find it in the menu, where there is room for it. */}
          <div className="hidden sm:block">
            <LanguageSwitch />
          </div>
          <div className="hidden sm:block">
            <AccountActions />
          </div>
        </div>
      </div>
    </header>
  );
}
