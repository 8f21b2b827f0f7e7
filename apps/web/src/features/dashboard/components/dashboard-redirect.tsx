import { Navigate } from 'react-router';
import { ErrorScreen } from '@/components/ui/error-screen';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { dashboardPathFor } from '../utils/roles';
import { DashboardLoading } from './dashboard-loading';
import { SignedOutScreen } from './signed-out-screen';

/** /dashboard (spec §6): each role to its own dashboard; signed out or an unknown role to /auth. */
export function DashboardRedirect() {
  const { data: user, isPending, error } = useUser();
  if (isPending) return <DashboardLoading />;
  if (error) return <ErrorScreen error={error} />;
  if (!user) return <SignedOutScreen />;
  return <Navigate to={dashboardPathFor(user.role) ?? paths.auth} replace />;
}
