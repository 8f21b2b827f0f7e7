import type { Link } from './shared.schema.js';
import type { Site } from './site.schema.js';

/** Organisation-wide facts: name, contact details, hours, social links and navigation. */

export const site: Site = {
  organizationName: 'Cedar Valley Pathways',
  productName: 'Pathways',
  tagline: 'Second chances that work — for people and for business.',
  description:
    'Cedar Valley Pathways helps people with criminal records, people in recovery, people without stable housing and people who have been out of work a long time find good jobs and keep them.',
  serviceArea: 'Serving Waterloo and Cedar Falls, Iowa',
  logoSubtitle: 'Waterloo & Cedar Falls, Iowa',
  taxStatus: 'Cedar Valley Pathways is a tax-exempt nonprofit organization.',
  contact: {
    phone: '(319) 555-0142',
    phoneHref: 'tel:+13195550142',
    email: 'hello@cedarvalleypathways.org',
    address: {
      street: '415 Commercial Street',
      city: 'Waterloo',
      state: 'Iowa',
      stateCode: 'IA',
      zipCode: '50701',
    },
  },
  hours: [
    { days: 'Mon-Fri', hours: '9am-5pm' },
    { days: 'Sat', hours: '10am-2pm' },
    { days: 'Sun', hours: 'Closed' },
  ],
  social: [
    {
      network: 'Facebook',
      label: 'Cedar Valley Pathways on Facebook',
      url: 'https://www.facebook.com/cedarvalleypathways',
      icon: 'Facebook',
    },
    {
      network: 'X',
      label: 'Cedar Valley Pathways on X',
      url: 'https://x.com/cvpathways',
      icon: 'X',
    },
    {
      network: 'LinkedIn',
      label: 'Cedar Valley Pathways on LinkedIn',
      url: 'https://www.linkedin.com/company/cedar-valley-pathways',
      icon: 'Linkedin',
    },
    {
      network: 'Instagram',
      label: 'Cedar Valley Pathways on Instagram',
      url: 'https://www.instagram.com/cedarvalleypathways',
      icon: 'Instagram',
    },
  ],
  navigation: {
    main: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
      { label: 'Programs', href: '/programs' },
      { label: 'Hire', href: '/hire-from-us' },
      { label: 'Research', href: '/research' },
      { label: 'Impact Sims', href: '/economic-impact-simulator' },
      { label: 'Success Stories', href: '/success-stories' },
      { label: 'Contact', href: '/contact' },
    ],
    moreLabel: 'More',
    more: [
      { label: 'Get Help', href: '/get-help' },
      { label: 'Career Coach', href: '/career-coach' },
      { label: 'Get Involved', href: '/get-involved' },
    ],
    clientPortal: { label: 'Client Portal', href: '/auth' },
    dashboardLabel: 'Dashboard',
    logoutLabel: 'Logout',
    logoutPendingLabel: 'Logging out...',
    debugLabel: 'Debug Mode',
    logoutErrorTitle: 'Logout failed',
    ariaLabel: 'Main',
    openMenuLabel: 'Open menu',
    closeMenuLabel: 'Close menu',
    menuTitle: 'Menu',
  },
  skipLinkLabel: 'Skip to main content',
  pageLoading: 'Loading page...',
  toast: {
    closeLabel: 'Close notification',
    regionLabel: 'Notifications ({hotkey})',
    announceLabel: 'Notification',
  },
  language: {
    lang: 'es',
    switchLabel: 'Español',
    switchHint: 'Ver esta página en español',
    /** Where the header is tight (the wide header beside eight links). */
    switchShort: 'ES',
    suggestion: 'Esta página también está en español.',
    suggestionLink: 'Ver en español',
    dismissLabel: 'No, gracias',
  },
  footer: {
    about:
      'A Waterloo nonprofit connecting people facing barriers to work with fair-chance employers across the Cedar Valley. All of our services are free.',
    quickLinksHeading: 'Quick Links',
    quickLinks: [
      { label: 'About Us', href: '/about' },
      { label: 'Programs', href: '/programs' },
      { label: 'Success Stories', href: '/success-stories' },
      { label: 'Research', href: '/research' },
      { label: 'Impact Report', href: '/impact-report' },
      { label: 'Contact', href: '/contact' },
    ],
    getInvolvedHeading: 'Get Involved',
    getInvolvedLinks: [
      { label: 'Get Help', href: '/get-help' },
      { label: 'Hire From Us', href: '/hire-from-us' },
      { label: 'Donate', href: '/get-involved#donate' },
      { label: 'Volunteer', href: '/get-involved#volunteer' },
      { label: 'Partner With Us', href: '/get-involved#partner' },
    ],
    contactHeading: 'Contact Us',
    followHeading: 'Follow Us',
    hoursHeading: 'Hours',
    newTabNote: '(opens in a new tab)',
    copyright: 'Cedar Valley Pathways. All rights reserved.',
  },
};

/** Every header destination: the eight bar links followed by the three "More" links (the mobile menu). */
export const allHeaderLinks: readonly Link[] = [...site.navigation.main, ...site.navigation.more];

// In a module of its own so the footer does not keep the English frame in every page (issue 18).
export { formatAddress } from './address.js';
