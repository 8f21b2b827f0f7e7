import { clientPortal } from './client-portal.js';
import type { Portal } from './portal.schema.js';
import { portalFrame } from './portal-frame.js';

const { home } = clientPortal;

/**
 * Texts of the signed-in portal around the spec's fixed strings (those live in `dashboard`). What
 * clients read comes from `portalFrame` and `clientPortal` (twinned in Spanish); the rest is staff's:
 * navigation labels, section headings, the session-timeout warning (WCAG 2.2.1) and empty states.
 * Templates use {name}/{time}/{count} placeholders, filled by `fillTemplate`.
 */

export const portal: Portal = {
  nav: {
    ...portalFrame.nav,
    links: {
      client: Object.entries(clientPortal.navLinks).map(([slug, label]) => ({ slug, label })),
      caseWorker: [
        { slug: 'today', label: 'Today' },
        { slug: 'clients', label: 'My Clients' },
        { slug: 'appointments', label: 'Appointments' },
        { slug: 'reports', label: 'Reports' },
        { slug: 'messages', label: 'Messages' },
      ],
      admin: [
        { slug: 'today', label: 'Today' },
        { slug: 'users', label: 'Users' },
        { slug: 'case-workers', label: 'Case Workers' },
        { slug: 'employers', label: 'Employers' },
        { slug: 'jobs', label: 'Jobs' },
        { slug: 'inbox', label: 'Inbox' },
        { slug: 'reports', label: 'Reports' },
        { slug: 'settings', label: 'Settings' },
      ],
      employer: [
        { slug: 'profile', label: 'Company Profile' },
        { slug: 'jobs', label: 'My Job Postings' },
        { slug: 'post-job', label: 'Post a Job' },
        { slug: 'applications', label: 'Applications' },
        { slug: 'candidates', label: 'Candidates' },
      ],
    },
  },
  header: { ...portalFrame.header },
  loading: portalFrame.loading,
  signedOutRedirect: portalFrame.signedOutRedirect,
  comingSoon: { ...portalFrame.comingSoon },
  error: { ...portalFrame.error },
  session: { ...portalFrame.session },
  client: {
    welcome: home.welcome,
    intro: home.intro,
    profileButton: home.profileButton,
    jobsButton: home.jobsButton,
    appointmentHeading: home.appointmentHeading,
    noAppointment: home.noAppointment,
    withCaseWorker: home.withCaseWorker,
    jobMatchesHeading: home.jobMatchesHeading,
    noJobMatches: home.noJobMatches,
    viewAllJobs: home.viewAllJobs,
  },
  caseWorker: {
    heading: 'Your Caseload',
    intro: 'Today at a glance.',
    stats: {
      activeClients: 'Active Clients',
      appointmentsToday: 'Appointments Today',
      placements: 'Placements',
      openApplications: 'Open Applications',
    },
    todayHeading: "Today's Appointments",
    noAppointmentsToday: 'No appointments today.',
    recentClientsHeading: 'Recent Clients',
    noClients: 'No clients assigned yet.',
    splitHeading: 'Caseload by Status',
    splitIntro: '{count} clients across four stages.',
    splitItem: '{status}: {percent}% ({count} clients)',
  },
  admin: {
    heading: 'Organization Overview',
    intro: 'Accounts, jobs and messages across Pathways.',
    stats: {
      users: 'Total Users',
      clients: 'Clients',
      employers: 'Employers',
      openJobs: 'Open Jobs',
      newContactSubmissions: 'New Contact Submissions',
      openPledges: 'Open Donation Pledges',
    },
    actionsHeading: 'Quick Actions',
    actions: [
      { label: 'Add New User', href: '/dashboard/admin/users' },
      { label: 'Manage Jobs', href: '/dashboard/admin/jobs' },
      { label: 'Review the Inbox', href: '/dashboard/admin/inbox' },
      { label: 'System Settings', href: '/dashboard/admin/settings' },
    ],
    signupsChart: 'Sign-ups per week',
    submissionsChart: 'Form submissions per week',
    chartWeekColumn: 'Week starting',
    chartCountColumn: 'Count',
    chartLoading: 'Loading chart...',
    recentUsersHeading: 'Recent Users',
    recentContactsHeading: 'Recent Contact Submissions',
    viewAllContacts: 'View all contact submissions',
    recentStoriesHeading: 'Recent Stories',
    empty: 'Nothing here yet.',
  },
  employer: {
    heading: 'Your Hiring',
    intro: 'Postings, applicants and next steps.',
    stats: {
      activePostings: 'Active Postings',
      totalApplications: 'Total Applications',
      newApplications: 'New Applications',
      interviews: 'Interviews',
    },
    actionsHeading: 'Quick Actions',
    actions: [
      { label: 'Post a Job', slug: 'post-job' },
      { label: 'Review Applications', slug: 'applications' },
      { label: 'Browse Candidates', slug: 'candidates' },
      { label: 'Company Profile', slug: 'profile' },
    ],
    postingsHeading: 'Your Job Postings',
    noPostings: 'No postings yet. Post your first job to reach fair-chance candidates.',
    applicationsCount: { one: '{count} application', other: '{count} applications' },
    applicationsHeading: 'Recent Applications',
    noApplications: 'No applications yet.',
  },
};
