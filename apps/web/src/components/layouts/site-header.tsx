import { site } from '@pathways/content';
import { ChevronDown, LogOut, Menu, X } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { isOnHostingPlatform } from '@/config/hosting';
import { paths } from '@/config/paths';
import { useLogout, useUser } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';

const { navigation } = site;
const allLinks = [...navigation.main, ...navigation.more];
const debugModeLink = { label: navigation.debugLabel, href: paths.debugMobile };

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-2.5 text-[0.95rem] font-medium transition-colors ${
    isActive
      ? 'bg-brand-50 text-brand-900 underline decoration-accent-400 decoration-2 underline-offset-8'
      : 'text-slate-700 hover:bg-slate-100 hover:text-brand-900'
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-4 text-lg font-medium ${
    isActive
      ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-100'
      : 'text-slate-800 hover:bg-slate-100'
  }`;

function Logo() {
  return (
    <Link to={paths.home} className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-md">
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-lg bg-brand-800 text-lg font-bold text-accent-300"
      >
        P
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold text-brand-900">{site.organizationName}</span>
        <span className="hidden text-xs text-slate-600 sm:block">Waterloo & Cedar Falls, Iowa</span>
      </span>
    </Link>
  );
}

/** Signed-in: Dashboard + Logout. Signed-out, and while the user is still loading: Client Portal. */
function AccountActions({
  onNavigate,
  stacked = false,
}: {
  onNavigate?: () => void;
  stacked?: boolean;
}) {
  const { data: user } = useUser();
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  const width = stacked ? 'w-full' : '';

  if (!user) {
    return (
      <Link
        to={navigation.clientPortal.href}
        onClick={onNavigate}
        className={`${buttonClasses('primary')} ${width}`}
      >
        {navigation.clientPortal.label}
      </Link>
    );
  }
  return (
    <div className={`flex gap-2 ${stacked ? 'flex-col' : 'items-center'}`}>
      <Link
        to={paths.dashboard}
        onClick={onNavigate}
        className={`${buttonClasses('secondary')} ${width}`}
      >
        {navigation.dashboardLabel}
      </Link>
      <button
        type="button"
        className={`${buttonClasses('ghost')} ${width}`}
        disabled={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: () => {
              onNavigate?.();
              void navigate(paths.home);
            },
            onError: (error) =>
              toast({
                title: navigation.logoutErrorTitle,
                description: error.message,
                variant: 'destructive',
              }),
          })
        }
      >
        <LogOut aria-hidden="true" className="size-4" />
        {logout.isPending ? navigation.logoutPendingLabel : navigation.logoutLabel}
      </button>
    </div>
  );
}

/**
 * The Debug Mode link shows on the hosting platform's domain only (spec §2), where support staff
 * test deploy previews. The hostname is known in the browser alone, so it appears after hydration.
 */
function useDebugModeLink(): boolean {
  const hydrated = useHydrated();
  return hydrated && isOnHostingPlatform(window.location.hostname);
}

function MoreMenu() {
  const { pathname } = useLocation();
  const moreLinks = useDebugModeLink() ? [...navigation.more, debugModeLink] : navigation.more;
  const moreActive = navigation.more.some((link) => link.href === pathname);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`${desktopLink({ isActive: moreActive })} gap-1 data-[state=open]:bg-slate-100`}
      >
        {navigation.moreLabel}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {moreLinks.map((link) => (
            <DropdownMenu.Item key={link.href} asChild>
              <Link
                to={link.href}
                aria-current={pathname === link.href ? 'page' : undefined}
                className="flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 aria-[current=page]:text-brand-900 aria-[current=page]:font-semibold"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MobileMenu() {
  const [open, setOpen] = useState(false);
  const menuLinks = useDebugModeLink() ? [...allLinks, debugModeLink] : allLinks;
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100 xl:hidden">
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{navigation.openMenuLabel}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white p-5 shadow-xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-900">
              {navigation.menuTitle}
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{navigation.closeMenuLabel}</span>
            </Dialog.Close>
          </div>
          <nav aria-label={navigation.menuTitle}>
            <ul className="grid gap-1">
              {menuLinks.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    end={link.href === paths.home}
                    className={mobileLink}
                    onClick={close}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <AccountActions onNavigate={close} stacked />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The public header (spec §2 "Shared header"): eight links + More on wide screens, a slide-out menu on small ones. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
        <div className="flex items-center gap-1">
          <MobileMenu />
          <Logo />
        </div>
        <nav aria-label={navigation.ariaLabel} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {navigation.main.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end={link.href === paths.home} className={desktopLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <MoreMenu />
            </li>
          </ul>
        </nav>
        <div className="hidden sm:block">
          <AccountActions />
        </div>
      </div>
    </header>
  );
}
