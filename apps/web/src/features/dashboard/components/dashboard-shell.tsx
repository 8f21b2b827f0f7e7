import type { DashboardRole } from '@pathways/content';
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useToast } from '@/components/ui/toaster';
import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { paths } from '@/config/paths';
import { useLogout, useUser } from '@/lib/auth';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { initialsOf } from '../utils/roles';
import { PortalLanguageSwitch } from './portal-language-switch';
import { SessionTimeout } from './session-timeout';
import { SidebarNav } from './sidebar-nav';

function Brand({ compact = false }: { compact?: boolean }) {
  const homePath = useLocalizedHref()(paths.home);
  return (
    <Link to={homePath} className="flex min-h-11 items-center gap-2 font-bold text-brand-900">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-800 text-sm text-white"
      >
        CV
      </span>
      <span className={compact ? 'sr-only' : 'leading-tight'}>Cedar Valley Pathways</span>
    </Link>
  );
}

/**
 * Spec §2 Dashboard shell: a collapsible sidebar (w-64 / w-16) from the 768 px breakpoint up and a
 * slide-out menu below it; the header names the dashboard and the user and holds Logout.
 */
export function DashboardShell({ role }: { role: DashboardRole }) {
  const { data: user } = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const toast = useToast();
  const { serverMessage } = useLocaleText();
  const text = usePortalText();
  const portal = text.frame;
  const subtitle = text.roleSubtitles[role] ?? '';
  const homePath = useLocalizedHref()(paths.home);
  // The portal is never prerendered: it names its own language for screen readers.
  useEffect(() => {
    document.documentElement.lang = text.locale;
  }, [text.locale]);
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate(homePath),
      onError: (error) =>
        toast({
          title: portal.header.logoutFailed,
          description: serverMessage(error.message),
          variant: 'destructive',
        }),
    });

  return (
    <div className="flex min-h-screen bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {portal.skipLink}
      </a>
      <ScrollToTop />
      {/* The outer column paints the full height; the inner one stays in view while the page scrolls. */}
      <aside
        className={`hidden shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 md:block ${
          collapsed ? 'w-16' : 'w-64'
        }`}
      >
        <div className={`sticky top-0 flex h-screen flex-col ${collapsed ? 'px-2' : 'px-4'}`}>
          <div
            className={`flex items-center py-4 ${collapsed ? 'flex-col gap-2' : 'justify-between gap-2'}`}
          >
            <Brand compact={collapsed} />
            <button
              type="button"
              onClick={() => setCollapsed((value) => !value)}
              aria-expanded={!collapsed}
              aria-label={collapsed ? portal.nav.expand : portal.nav.collapse}
              title={collapsed ? portal.nav.expand : portal.nav.collapse}
              className="flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="size-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
          <div className="flex flex-1 flex-col pb-4">
            <SidebarNav role={role} collapsed={collapsed} />
          </div>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
          <div className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap sm:px-6">
            <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
              <Dialog.Trigger asChild>
                <button
                  type="button"
                  aria-label={portal.nav.openMenu}
                  className="flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
                >
                  <Menu aria-hidden="true" className="size-6" />
                </button>
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 md:hidden" />
                <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white px-4 pb-4 shadow-xl md:hidden">
                  <div className="flex items-center justify-between py-3">
                    <Dialog.Title className="text-base font-semibold text-slate-900">
                      {portal.nav.menuTitle}
                    </Dialog.Title>
                    <Dialog.Close
                      aria-label={portal.nav.closeMenu}
                      className="flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
                    >
                      <X aria-hidden="true" className="size-5" />
                    </Dialog.Close>
                  </div>
                  <Dialog.Description className="sr-only">{subtitle}</Dialog.Description>
                  <SidebarNav role={role} onNavigate={() => setMenuOpen(false)} />
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>

            {/* Never narrower than its longest word ("Dashboard"): squeezed, the word ran under the language switch. */}
            <div className="min-w-28 flex-1">
              <p className="text-base font-semibold leading-tight text-brand-900 sm:text-lg">
                {subtitle}
              </p>
            </div>

            {user ? (
              <>
                {/*
                  Name, email and initials: a second row on a phone (the subtitle needs the width), shared
                  with the client's language switch; beside Logout from 640 px.
                */}
                <div className="order-last flex min-w-0 flex-1 basis-40 items-center gap-3 text-sm sm:order-none sm:flex-initial sm:basis-auto sm:flex-row-reverse sm:text-right">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
                  >
                    {initialsOf(user.fullName)}
                  </span>
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">
                      <span className="sr-only">{portal.header.accountLabel} </span>
                      {user.fullName}
                    </p>
                    <p className="truncate text-slate-600 sm:text-xs">{user.email}</p>
                  </div>
                </div>
                {role === 'client' && user.role === 'client' ? (
                  <PortalLanguageSwitch className="order-last sm:order-none" />
                ) : null}
                <Button
                  variant="secondary"
                  size="md"
                  onClick={onLogout}
                  disabled={logout.isPending}
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  <span>{logout.isPending ? portal.header.loggingOut : portal.header.logout}</span>
                </Button>
              </>
            ) : null}
          </div>
        </header>

        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <div className="mx-auto max-w-7xl">
            <Suspense fallback={<LoadingScreen label={portal.loading} />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
      <SessionTimeout />
    </div>
  );
}
