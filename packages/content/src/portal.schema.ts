import { z } from 'zod';

/**
 * Zod schemas of `./portal.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

const text = z.string().min(1);
const navLinkSchema = z.object({ slug: z.string().regex(/^[a-z-]+$/), label: text });
const statLabels = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

export const portalSchema = z.object({
  nav: z.object({
    label: text,
    dashboard: text,
    openMenu: text,
    closeMenu: text,
    menuTitle: text,
    collapse: text,
    expand: text,
    unread: text,
    links: z.object({
      client: z.array(navLinkSchema).length(6),
      // Case worker Job Board and Employer Messages had no page: their links are gone (issue 32 D15).
      caseWorker: z.array(navLinkSchema).length(4),
      admin: z.array(navLinkSchema).length(7),
      employer: z.array(navLinkSchema).length(5),
    }),
  }),
  header: z.object({
    logout: z.literal('Logout'),
    loggingOut: z.literal('Logging out...'),
    logoutFailed: z.literal('Logout failed'),
    accountLabel: text,
  }),
  loading: text,
  signedOutRedirect: text,
  comingSoon: z.object({
    heading: z.literal('This section is coming soon'),
    text: text,
    back: text,
  }),
  error: z.object({ heading: text, pageHeading: text, retry: text }),
  session: z.object({
    title: z.literal('Your session is about to end'),
    countdown: text,
    stay: z.literal('Stay signed in'),
    signOut: z.literal('Sign out'),
    refreshFailed: text,
    expiredTitle: text,
    expiredText: text,
  }),
  client: z.object({
    welcome: text,
    intro: text,
    profileButton: text,
    jobsButton: text,
    appointmentHeading: text,
    noAppointment: text,
    withCaseWorker: text,
    jobMatchesHeading: text,
    noJobMatches: text,
    viewAllJobs: text,
  }),
  caseWorker: z.object({
    heading: text,
    intro: text,
    stats: statLabels(['activeClients', 'appointmentsToday', 'placements', 'openApplications']),
    todayHeading: text,
    noAppointmentsToday: text,
    recentClientsHeading: text,
    noClients: text,
    splitHeading: text,
    splitIntro: text,
    splitItem: text,
  }),
  admin: z.object({
    heading: text,
    intro: text,
    stats: statLabels([
      'users',
      'clients',
      'employers',
      'openJobs',
      'newContactSubmissions',
      'openPledges',
    ]),
    actionsHeading: text,
    actions: z
      .array(z.object({ label: text, href: z.string().startsWith('/dashboard/admin/') }))
      .length(4),
    signupsChart: text,
    submissionsChart: text,
    chartWeekColumn: text,
    chartCountColumn: text,
    chartLoading: text,
    recentUsersHeading: text,
    recentContactsHeading: text,
    viewAllContacts: text,
    recentStoriesHeading: text,
    empty: text,
  }),
  employer: z.object({
    heading: text,
    intro: text,
    stats: statLabels(['activePostings', 'totalApplications', 'newApplications', 'interviews']),
    actionsHeading: text,
    actions: z.array(z.object({ label: text, slug: z.string().regex(/^[a-z-]+$/) })).length(4),
    postingsHeading: text,
    noPostings: text,
    applicationsCount: z.object({ one: text, other: text }),
    applicationsHeading: text,
    noApplications: text,
  }),
});
export type Portal = z.infer<typeof portalSchema>;
