/**
 * Every URL of the site in one place (spec §2 route table). The web routes and links through these
 * (apps/web/src/config/paths.ts), and the API builds its e-mails' links from the same ones, so a
 * page that moves cannot leave an e-mail pointing at its old address. Plain strings, no zod: the
 * web's first download stays small.
 */
export const portalPaths = {
  home: '/',
  about: '/about',
  programs: '/programs',
  getHelp: '/get-help',
  hireFromUs: '/hire-from-us',
  fairChanceGuide: '/employers/fair-chance',
  getInvolved: '/get-involved',
  research: '/research',
  impactReport: '/impact-report',
  simulator: '/economic-impact-simulator',
  debugMobile: '/debug-mobile',
  successStories: '/success-stories',
  successStory: (id: number | string) => `/success-stories/${id}`,
  contact: '/contact',
  recordClearing: '/record-clearing',
  auth: '/auth',
  forgotPassword: '/auth/forgot-password',
  /** The page an invitation or a reset e-mail opens; the token rides in the fragment. */
  resetPassword: '/auth/reset-password',
  careerCoach: '/career-coach',
  javascriptNeeded: '/javascript-needed',
  /** Sends each signed-in person to their own dashboard (the staff alert e-mails link here). */
  dashboard: '/dashboard',
  dashboardClient: '/dashboard/client',
  dashboardCaseWorker: '/dashboard/case-worker',
  dashboardAdmin: '/dashboard/admin',
  dashboardEmployer: '/dashboard/employer',
  employerJobs: '/dashboard/employer/jobs',
  employerPostJob: '/dashboard/employer/post-job',
  employerApplications: '/dashboard/employer/applications',
  /** Where a new employer sets up their company, and later edits it (issue 29). */
  employerProfile: '/dashboard/employer/profile',
  /** Editing a draft or returned posting (issue 32 D6). */
  employerEditJob: (id: number | string) => `/dashboard/employer/jobs/${id}/edit`,
  /** The admin's one queue: companies waiting for verification and postings for approval. */
  adminJobs: '/dashboard/admin/jobs',
  clientJobs: '/dashboard/client/jobs',
  clientApplications: '/dashboard/client/applications',
  clientMessages: '/dashboard/client/messages',
  /** Where a client reads, gives and revokes consents (the consent e-mails link here). */
  clientConsents: '/dashboard/client/profile/consents',
  clientProfile: '/dashboard/client/profile',
  caseWorkerClients: '/dashboard/case-worker/clients',
  caseWorkerInbox: '/dashboard/case-worker/clients/inbox',
  caseWorkerClient: (id: number | string) => `/dashboard/case-worker/clients/${id}`,
  adminInbox: '/dashboard/admin/inbox',
  adminSettings: '/dashboard/admin/settings',
  adminOutbox: '/dashboard/admin/settings/outbox',
  adminActionPlan: '/dashboard/admin/settings/action-plan',
  impactReportPdf: '/download/impact-report',
} as const;

/** The link an invitation or a password-reset e-mail carries, before the site's address. */
export function resetLinkPath(token: string): string {
  return `${portalPaths.resetPassword}#token=${token}`;
}
