import type { Dashboard } from './dashboard.schema.js';

/** Static texts of the portal dashboards (spec §2 "Dashboard shell" and "Dashboard pages"). */

export const dashboard: Dashboard = {
  roleSubtitles: {
    client: 'Client Dashboard',
    caseWorker: 'Case Worker Dashboard',
    admin: 'Administrator Dashboard',
    employer: 'Employer Dashboard',
  },
  signedOut: {
    heading: 'Please sign in',
    text: 'You need to be logged in to access this page.',
    linkLabel: 'Go to Login',
  },
  backToWebsite: 'Back to Website',
  client: {
    resumeAlert: 'Please complete your resume information to help us match you with suitable jobs.',
    documentsHeading: 'Documents Needed',
    documentsNeeded: ["ID or driver's license", 'Proof of address', 'Work authorization documents'],
    resourcesHeading: 'Resources',
    resources: [
      {
        title: 'Resume Builder Guide',
        description: 'Step-by-step help writing a resume that gets noticed.',
        href: '/programs#resume-coaching',
      },
      {
        title: 'Interview Tips',
        description: 'How to answer common questions, including questions about your record.',
        href: '/programs#resume-coaching',
      },
      {
        title: 'Housing Help',
        description: 'Find shelter, second-chance landlords and rent assistance.',
        href: '/programs#housing-stability',
      },
    ],
  },
};
