/**
 * What everyone signed in to the portal sees around their pages, clients included: the sign-in
 * screen, the shell's menu and header, loading and error states, the session-timeout warning
 * (WCAG 2.2.1). Clients read it in their language (`@pathways/content/es` has its twin); staff
 * screens use the English through `portal` and `dashboard`.
 */
export const portalFrame = {
  skipLink: 'Skip to main content',
  signedOut: {
    heading: 'Please sign in',
    text: 'You need to be logged in to access this page.',
    linkLabel: 'Go to Login',
  },
  backToWebsite: 'Back to Website',
  nav: {
    label: 'Dashboard navigation',
    dashboard: 'Dashboard',
    openMenu: 'Open dashboard menu',
    closeMenu: 'Close dashboard menu',
    menuTitle: 'Dashboard menu',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    unread: '{count} unread',
  },
  header: {
    logout: 'Logout',
    loggingOut: 'Logging out...',
    logoutFailed: 'Logout failed',
    accountLabel: 'Signed in as',
  },
  loading: 'Loading your dashboard...',
  signedOutRedirect: 'Taking you to the sign-in page...',
  comingSoon: {
    heading: 'This section is coming soon',
    text: 'We are still building this part of the portal. Everything that is ready today is on your dashboard.',
    back: 'Back to Dashboard',
  },
  error: {
    heading: "We couldn't load your dashboard",
    /** A list or record on a portal page other than the dashboard. */
    pageHeading: "We couldn't load this page",
    retry: 'Try again',
  },
  session: {
    title: 'Your session is about to end',
    countdown: 'For your security you will be signed out in {time}. Do you want to stay signed in?',
    stay: 'Stay signed in',
    signOut: 'Sign out',
    refreshFailed: 'We could not extend your session',
    expiredTitle: 'Your session has ended',
    expiredText: 'For your security you were signed out. Please sign in again to continue.',
  },
} as const;

export type PortalFrame = typeof portalFrame;
