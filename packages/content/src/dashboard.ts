import { clientPortal } from './client-portal.js';
import type { Dashboard } from './dashboard.schema.js';
import { portalFrame } from './portal-frame.js';

/**
 * Static texts of the portal dashboards (spec §2 "Dashboard shell" and "Dashboard pages"). What a
 * client reads lives in `clientPortal` and `portalFrame` (they have Spanish twins); this module
 * gathers it with the staff roles' texts under the spec's shape.
 */

const { home } = clientPortal;

export const dashboard: Dashboard = {
  roleSubtitles: {
    client: clientPortal.roleSubtitle,
    caseWorker: 'Case Worker Dashboard',
    admin: 'Administrator Dashboard',
    employer: 'Employer Dashboard',
  },
  signedOut: { ...portalFrame.signedOut },
  backToWebsite: portalFrame.backToWebsite,
  client: {
    resumeAlert: home.resumeAlert,
    documentsHeading: home.documentsHeading,
    documentsNeeded: [...home.documentsNeeded],
    resourcesHeading: home.resourcesHeading,
    resources: home.resources.map((resource) => ({ ...resource })),
  },
};
