import { z } from 'zod';

/** Static texts of the portal dashboards (spec §2 "Dashboard shell" and "Dashboard pages"). */

export const dashboardRoleSchema = z.enum(['client', 'caseWorker', 'admin', 'employer']);
export type DashboardRole = z.infer<typeof dashboardRoleSchema>;

export const dashboardResourceSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  href: z.string().startsWith('/'),
});

export const dashboardSchema = z.object({
  roleSubtitles: z.object({
    client: z.literal('Client Dashboard'),
    caseWorker: z.literal('Case Worker Dashboard'),
    admin: z.literal('Administrator Dashboard'),
    employer: z.literal('Employer Dashboard'),
  }),
  signedOut: z.object({
    heading: z.literal('Please sign in'),
    text: z.literal('You need to be logged in to access this page.'),
    linkLabel: z.literal('Go to Login'),
  }),
  backToWebsite: z.literal('Back to Website'),
  client: z.object({
    resumeAlert: z.literal('Please complete your resume information to help us match you with suitable jobs.'),
    documentsHeading: z.string().min(1),
    documentsNeeded: z.array(z.string().min(1)).length(3),
    resourcesHeading: z.string().min(1),
    resources: z.array(dashboardResourceSchema).length(3),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

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
      { title: 'Resume Builder Guide', description: 'Step-by-step help writing a resume that gets noticed.', href: '/programs#resume-coaching' },
      { title: 'Interview Tips', description: 'How to answer common questions, including questions about your record.', href: '/programs#resume-coaching' },
      { title: 'Housing Help', description: 'Find shelter, second-chance landlords and rent assistance.', href: '/programs#housing-stability' },
    ],
  },
};
