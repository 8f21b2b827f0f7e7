import type { DashboardRole } from '@pathways/content';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ClientDashboard } from '@/features/dashboard/components/client-dashboard';
import { ComingSoon } from '@/features/dashboard/components/coming-soon';
import { DashboardRedirect } from '@/features/dashboard/components/dashboard-redirect';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { RoleGuard } from '@/features/dashboard/components/role-guard';
import { paths } from '@/config/paths';
import { PortalTextContext, portalLink } from '@/lib/portal-text/portal-text';
import { spanishPortalText } from '@/lib/portal-text/spanish-portal-text';
import { englishPortalPath } from '@/features/dashboard/utils/portal-paths';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { loadServerMessageTwins, spanishText } from '@/lib/i18n/spanish';
import { clientPageRoutes } from '../client-pages';

// The portal's calls start by themselves: their errors' Spanish words come along at once.
void loadServerMessageTwins();

/** The one role the Spanish portal serves. */
const CLIENT: DashboardRole = 'client';

/** Anything under /es/dashboard that is not the client's: the same page in English. */
function ToEnglish() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${englishPortalPath(pathname)}${search}`} replace />;
}

/**
 * The client's portal in Spanish (issue 18), /es/dashboard/client/…: the English client pages
 * with the Spanish frame and portal texts. Lazily loaded on its own, so English dashboards never
 * load its words. Staff screens stay English: the guard sends staff to the English twin.
 */
export default function SpanishDashboardRoutes() {
  const clientRoot = portalLink(spanishPortalText.root, paths.dashboardClient);
  return (
    <LocaleContext value={spanishText}>
      <PortalTextContext value={spanishPortalText}>
        <Routes>
          <Route index element={<DashboardRedirect />} />
          <Route
            path="client"
            element={
              <RoleGuard role={CLIENT}>
                <DashboardShell role={CLIENT} />
              </RoleGuard>
            }
          >
            <Route index element={<ClientDashboard />} />
            {clientPageRoutes}
            <Route path="*" element={<ComingSoon dashboardPath={clientRoot} />} />
          </Route>
          <Route path="*" element={<ToEnglish />} />
        </Routes>
      </PortalTextContext>
    </LocaleContext>
  );
}
