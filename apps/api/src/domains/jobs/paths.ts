/** The portal pages the job board's e-mails link to (the web's config/paths.ts has the same). */
export const CLIENT_APPLICATIONS_PATH = '/dashboard/client/applications';
export const EMPLOYER_JOBS_PATH = '/dashboard/employer/jobs';
