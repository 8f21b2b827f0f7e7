import { fillTemplate } from '@pathways/content';
import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useLogout, userQueryOptions } from '@/lib/auth';
import { useLocaleText, useLocalizedHref } from '@/lib/i18n/locale-context';
import { useRefreshSession, useSession } from '../api/session';
import { useSignedOutOn401 } from '@/lib/use-signed-out-on-401';
import { usePortalText } from '@/lib/portal-text/portal-text';
import {
  announcedCountdown,
  formatCountdown,
  SESSION_COUNTDOWN_TICK_MS,
  sessionPhase,
} from '../utils/session-timing';

/** The current time, moving once a tick; null until mounted (the portal is never prerendered, but stay pure). */
function useNow(tickMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setNow(Date.now());
    const first = window.setTimeout(update, 0);
    const timer = window.setInterval(update, tickMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [tickMs]);
  return now;
}

/**
 * WCAG 2.2.1 Timing Adjustable: SESSION_WARNING_LEAD_MS before the server ends the session, an
 * alert dialog counts down and "Stay signed in" extends it with one action. If time runs out the
 * user is signed out here too and sent to sign in again, with a toast that says why.
 */
export function SessionTimeout() {
  const { data: session, error: sessionError } = useSession();
  useSignedOutOn401(sessionError);
  const refresh = useRefreshSession();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const portal = usePortalText().frame;
  const localized = useLocalizedHref();
  const { serverMessage } = useLocaleText();
  const authPath = localized(paths.auth);
  const now = useNow(SESSION_COUNTDOWN_TICK_MS);
  const expiredHandled = useRef(false);

  const expiresAtMs = session ? Date.parse(session.expiresAt) : Number.NaN;
  const phase =
    now === null || Number.isNaN(expiresAtMs) ? 'active' : sessionPhase(expiresAtMs, now);
  const remainingMs = now === null ? 0 : expiresAtMs - now;

  useEffect(() => {
    if (phase !== 'expired' || expiredHandled.current) return;
    expiredHandled.current = true;
    // The server has already dropped the session; forget the user and their data locally.
    queryClient.setQueryData(userQueryOptions.queryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
    toast({ title: portal.session.expiredTitle, description: portal.session.expiredText });
    void navigate(authPath, { replace: true });
  }, [phase, queryClient, toast, navigate, portal, authPath]);

  const staySignedIn = () =>
    refresh.mutate(undefined, {
      onError: (error) =>
        toast({
          title: portal.session.refreshFailed,
          description: serverMessage(error.message),
          variant: 'destructive',
        }),
    });
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate(localized(paths.home)),
      onError: (error) =>
        toast({
          title: portal.header.logoutFailed,
          description: serverMessage(error.message),
          variant: 'destructive',
        }),
    });

  const open = phase === 'warning';
  return (
    // Controlled by the clock: the dialog closes when the session is extended, not on Escape.
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-900">
              <Clock aria-hidden="true" className="size-5" />
            </span>
            <div>
              <AlertDialog.Title className="text-lg font-semibold text-slate-900">
                {portal.session.title}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-slate-700">
                {fillTemplate(portal.session.countdown, { time: formatCountdown(remainingMs) })}
              </AlertDialog.Description>
              <p
                className="mt-3 font-mono text-3xl font-bold tabular-nums text-slate-900"
                aria-hidden="true"
                data-testid="session-countdown"
              >
                {formatCountdown(remainingMs)}
              </p>
              {/* Screen readers hear the time every 30 s rather than every second. */}
              <p className="sr-only" aria-live="polite">
                {open ? announcedCountdown(remainingMs) : ''}
              </p>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Action asChild>
              <Button variant="secondary" onClick={signOut} disabled={logout.isPending}>
                {logout.isPending ? portal.header.loggingOut : portal.session.signOut}
              </Button>
            </AlertDialog.Action>
            {/* Cancel takes the focus when the dialog opens: staying signed in is the safe choice. */}
            <AlertDialog.Cancel asChild>
              <Button onClick={staySignedIn} disabled={refresh.isPending}>
                {portal.session.stay}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
