import { Route } from 'react-router';
import { MyAppointmentsPage } from '@/features/case-management/components/my-appointments-page';
import { MyCasePage } from '@/features/case-management/components/my-case-page';
import { MyDocumentsSection } from '@/features/documents/components/documents-section';
import { MyConsentsPage } from '@/features/case-management/components/my-consents-page';
import { MyMessagesPage } from '@/features/case-management/components/my-messages-page';
import { JobSearchPage } from '@/features/jobs/components/job-search-page';
import { MyApplicationsPage } from '@/features/jobs/components/my-applications-page';
import { ResourcesPage } from '@/features/resources/components/resources-page';

/**
 * The client's pages under their dashboard, the same in English (/dashboard/client/…) and Spanish
 * (/es/dashboard/client/…): each reads its words from the portal text its route module provides.
 */
export const clientPageRoutes = (
  <>
    <Route path="profile" element={<MyCasePage Documents={MyDocumentsSection} />} />
    <Route path="profile/consents" element={<MyConsentsPage />} />
    <Route path="appointments" element={<MyAppointmentsPage />} />
    <Route path="messages" element={<MyMessagesPage />} />
    <Route path="jobs" element={<JobSearchPage />} />
    <Route path="applications" element={<MyApplicationsPage />} />
    <Route path="resources" element={<ResourcesPage />} />
  </>
);
