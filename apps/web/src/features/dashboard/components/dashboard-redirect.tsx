import { Navigate } from 'react-router';
import { ErrorScreen } from '@/components/ui/error-screen';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { spanishPortalPath } from '../utils/portal-paths';
import { dashboardPathFor } from '../utils/roles';
import { DashboardLoading } from './dashboard-loading';
import { SignedOutScreen } from './signed-out-screen';

/**
 * /dashboard (spec §6): each role to its own dashboard; signed out or an unknown role to /auth.
 * /es/dashboard sends a client to their Spanish dashboard and staff to their English one (staff
 * screens stay English, issue 18).
 */
export function DashboardRedirect() {
  const { data: user, isPending, error } = useUser();
  const { locale } = usePortalText();
  const { serverMessage } = useLocaleText();
  if (isPending) return <DashboardLoading />;
  if (error) return <ErrorScreen error={error} locale={locale} describe={serverMessage} />;
  if (!user) return <SignedOutScreen />;
  const englishPath = dashboardPathFor(user.role);
  if (!englishPath) return <Navigate to={paths.auth} replace />;
  const inSpanish = locale === 'es' && user.role === 'client';
  return <Navigate to={inSpanish ? spanishPortalPath(englishPath) : englishPath} replace />;
}
