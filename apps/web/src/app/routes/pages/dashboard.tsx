import type { DashboardRole } from '@pathways/content';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SiteLayout } from '@/components/layouts/site-layout';
import { paths } from '@/config/paths';
import { AdminDashboard } from '@/features/dashboard/components/admin-dashboard';
import { CaseWorkerDashboard } from '@/features/dashboard/components/case-worker-dashboard';
import { ClientDashboard } from '@/features/dashboard/components/client-dashboard';
import { ComingSoon } from '@/features/dashboard/components/coming-soon';
import { DashboardRedirect } from '@/features/dashboard/components/dashboard-redirect';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { EmployerDashboard } from '@/features/dashboard/components/employer-dashboard';
import { CaseloadAppointmentsPage } from '@/features/case-management/components/caseload-appointments-page';
import { CaseloadReportPage } from '@/features/case-management/components/caseload-report-page';
import { ClientPage } from '@/features/case-management/components/client-page';
import { ClientScreeningPanel } from '@/features/record-clearing/components/client-screening-panel';
import { ClientDocumentsSection } from '@/features/documents/components/documents-section';
import { ClientsPage } from '@/features/case-management/components/clients-page';
import { InboxPage } from '@/features/case-management/components/inbox-page';
import { PlanTemplatePage } from '@/features/case-management/components/plan-template-page';
import { StaffMessagesPage } from '@/features/case-management/components/staff-messages-page';
import { UsersPage } from '@/features/case-management/components/users-page';
import { AdminEmployersPage } from '@/features/jobs/components/admin-employers-page';
import { AdminJobsPage } from '@/features/jobs/components/admin-jobs-page';
import { CandidatesPage } from '@/features/jobs/components/candidates-page';
import { CompanyProfilePage } from '@/features/jobs/components/company-profile-page';
import { EmployerApplicationsPage } from '@/features/jobs/components/employer-applications-page';
import { EmployerJobsPage } from '@/features/jobs/components/employer-jobs-page';
import { EditJobPage } from '@/features/jobs/components/edit-job-page';
import { PostJobPage } from '@/features/jobs/components/post-job-page';
import { OutboxPage } from '@/features/outbox/components/outbox-page';
import { TodayPage } from '@/features/today/components/today-page';
import { ReportsPage } from '@/features/outcomes/components/reports-page';
import { AccessLogSection } from '@/features/case-management/components/access-log-page';
import { ClientApplicationsSection } from '@/features/jobs/components/client-applications-section';
import { DueFollowUpsSection } from '@/features/outcomes/components/due-follow-ups-section';
import { PlacementsSection } from '@/features/outcomes/components/placements-section';
import { SettingsLayout } from '@/features/settings/components/settings-layout';
import { RoleGuard } from '@/features/dashboard/components/role-guard';
import { dashboardRoles, roleSegments } from '@/features/dashboard/utils/roles';
import { englishPortalText } from '@/lib/portal-text/english-portal-text';
import { PortalTextContext } from '@/lib/portal-text/portal-text';
import NotFoundPage from '../not-found';
import { clientPageRoutes } from './client-pages';

const dashboards: Record<DashboardRole, ComponentType> = {
  client: ClientDashboard,
  caseWorker: CaseWorkerDashboard,
  admin: AdminDashboard,
  employer: EmployerDashboard,
};

/** Pages a role has beyond its dashboard, under /dashboard/<role>/. */
const rolePages: Partial<Record<DashboardRole, ReactNode>> = {
  admin: (
    <>
      <Route path="settings" element={<SettingsLayout />}>
        <Route index element={<Navigate to="outbox" replace />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="action-plan" element={<PlanTemplatePage />} />
        <Route path="*" element={<Navigate to="outbox" replace />} />
      </Route>
      <Route path="today" element={<TodayPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="case-workers" element={<UsersPage onlyRole="caseWorker" />} />
      <Route path="reports" element={<ReportsPage AccessLog={AccessLogSection} />} />
      <Route path="jobs" element={<AdminJobsPage />} />
      <Route path="employers" element={<AdminEmployersPage />} />
      {/* The public forms' inbox, which admins review with the case workers (issue 32 D15). */}
      <Route path="inbox" element={<InboxPage />} />
    </>
  ),
  caseWorker: (
    <>
      <Route path="today" element={<TodayPage />} />
      <Route path="clients" element={<ClientsPage FollowUps={DueFollowUpsSection} />} />
      <Route path="clients/inbox" element={<InboxPage />} />
      <Route
        path="clients/:clientId"
        element={
          <ClientPage
            Placements={PlacementsSection}
            Applications={ClientApplicationsSection}
            RecordScreening={ClientScreeningPanel}
            Documents={ClientDocumentsSection}
          />
        }
      />
      <Route path="messages" element={<StaffMessagesPage />} />
      <Route path="appointments" element={<CaseloadAppointmentsPage />} />
      <Route path="reports" element={<CaseloadReportPage />} />
    </>
  ),
  client: clientPageRoutes,
  employer: (
    <>
      <Route path="profile" element={<CompanyProfilePage />} />
      <Route path="jobs" element={<EmployerJobsPage />} />
      <Route path="jobs/:jobId/edit" element={<EditJobPage />} />
      <Route path="post-job" element={<PostJobPage />} />
      <Route path="applications" element={<EmployerApplicationsPage />} />
      <Route path="candidates" element={<CandidatesPage />} />
    </>
  ),
};

/**
 * Everything under /dashboard (spec §2, §6). /dashboard picks the user's own dashboard; each
 * /dashboard/<role> is guarded by its role (admin admitted everywhere) and drawn in the shell;
 * anything deeper is a page still to come, shown as "coming soon" inside the shell, never a 404.
 */
export default function DashboardRoutes() {
  return (
    <PortalTextContext value={englishPortalText}>
      <Routes>
        <Route index element={<DashboardRedirect />} />
        {dashboardRoles.map((role) => {
          const Dashboard = dashboards[role];
          const segment = roleSegments[role];
          return (
            <Route
              key={role}
              path={segment}
              element={
                <RoleGuard role={role}>
                  <DashboardShell role={role} />
                </RoleGuard>
              }
            >
              <Route index element={<Dashboard />} />
              {rolePages[role]}
              <Route
                path="*"
                element={<ComingSoon dashboardPath={`${paths.dashboard}/${segment}`} />}
              />
            </Route>
          );
        })}
        <Route element={<SiteLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </PortalTextContext>
  );
}
