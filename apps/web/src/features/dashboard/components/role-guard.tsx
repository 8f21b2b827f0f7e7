import type { DashboardRole } from '@pathways/content';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorScreen } from '@/components/ui/error-screen';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { englishPortalPath } from '../utils/portal-paths';
import { canOpenDashboard } from '../utils/roles';
import { DashboardLoading } from './dashboard-loading';
import { SignedOutScreen } from './signed-out-screen';

/**
 * Spec §4/§6 guard: loading → spinner; nobody signed in → the "Please sign in" screen, which moves
 * on to /auth; another role → /dashboard (which picks their own); the role itself or admin → the page.
 * The Spanish portal is the client's own: anyone else there goes to the same page in English,
 * where the English guard takes over (staff screens stay English, issue 18).
 */
export function RoleGuard({ role, children }: { role: DashboardRole; children: ReactNode }) {
  const { data: user, isPending, error } = useUser();
  const { locale } = usePortalText();
  const { serverMessage } = useLocaleText();
  const { pathname, search } = useLocation();
  if (isPending) return <DashboardLoading />;
  if (error) return <ErrorScreen error={error} locale={locale} describe={serverMessage} />;
  if (!user) return <SignedOutScreen />;
  if (locale === 'es' && user.role !== 'client') {
    return <Navigate to={`${englishPortalPath(pathname)}${search}`} replace />;
  }
  if (!canOpenDashboard(user.role, role)) return <Navigate to={paths.dashboard} replace />;
  return children;
}
