import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePortalText } from '@/lib/portal-text/portal-text';

/**
 * Long enough to read (and for a screen reader to announce) why the page changes, short enough
 * that nobody waits: spec §6 sends a signed-out visitor to /auth, and spec §2 shows this screen.
 */
export const SIGNED_OUT_REDIRECT_DELAY_MS = 4000;

/**
 * Spec §2 "Nobody signed in" screen. It states what happened, offers "Go to Login" at once and,
 * after an announced moment, moves to /auth by itself (spec §6). Without JavaScript nothing of the
 * portal renders, so the screen and its link are what the spec's guard amounts to.
 */
export function SignedOutScreen() {
  const navigate = useNavigate();
  const portal = usePortalText().frame;
  // The Spanish portal sends its visitor to the Spanish sign-in page.
  const authPath = useLocalizedHref()(paths.auth);
  useDocumentTitle(portal.signedOut.heading);

  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate(authPath, { replace: true }),
      SIGNED_OUT_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, authPath]);

  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16"
    >
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <LogIn aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold text-slate-900">{portal.signedOut.heading}</h1>
        <p className="mt-2 text-slate-700">{portal.signedOut.text}</p>
        <Link to={authPath} replace className={`${buttonClasses('primary')} mt-6 w-full`}>
          {portal.signedOut.linkLabel}
        </Link>
        <p
          role="status"
          className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-600"
        >
          <Spinner className="size-4" />
          {portal.signedOutRedirect}
        </p>
      </div>
    </main>
  );
}
