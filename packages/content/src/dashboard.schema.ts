import { z } from 'zod';

/**
 * Zod schemas of `./dashboard.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

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
    resumeAlert: z.literal(
      'Please complete your resume information to help us match you with suitable jobs.',
    ),
    documentsHeading: z.string().min(1),
    documentsNeeded: z.array(z.string().min(1)).length(3),
    resourcesHeading: z.string().min(1),
    resources: z.array(dashboardResourceSchema).length(3),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
