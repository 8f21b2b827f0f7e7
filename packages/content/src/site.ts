import { z } from 'zod';
import { httpsUrlSchema, linkSchema } from './shared.js';

/** Organisation-wide facts: name, contact details, hours, social links and navigation. */

export const socialLinkSchema = z.object({
  network: z.enum(['Facebook', 'X', 'LinkedIn', 'Instagram']),
  label: z.string().min(1),
  url: httpsUrlSchema,
  /** lucide-react has no "X" logo, so the web app picks its own mark for X. */
  icon: z.string().min(1),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const openingHoursSchema = z.object({
  days: z.string().min(1),
  hours: z.string().min(1),
});

export const siteSchema = z.object({
  organizationName: z.literal('Cedar Valley Pathways'),
  productName: z.literal('Pathways'),
  tagline: z.string().min(1),
  description: z.string().min(1),
  serviceArea: z.string().min(1),
  taxStatus: z.string().min(1),
  contact: z.object({
    phone: z.string().min(1),
    /** tel: form of the phone number, for tap-to-call links. */
    phoneHref: z.string().startsWith('tel:'),
    email: z.email(),
    address: z.object({
      street: z.string().min(1),
      city: z.literal('Waterloo'),
      state: z.literal('Iowa'),
      stateCode: z.literal('IA'),
      zipCode: z.string().regex(/^\d{5}$/),
    }),
  }),
  hours: z.array(openingHoursSchema).length(3),
  social: z.array(socialLinkSchema).length(4),
  navigation: z.object({
    main: z.array(linkSchema).length(8),
    moreLabel: z.string().min(1),
    more: z.array(linkSchema).length(3),
    clientPortal: linkSchema,
    dashboardLabel: z.string().min(1),
    logoutLabel: z.string().min(1),
    logoutPendingLabel: z.literal('Logging out...'),
    debugLabel: z.string().min(1),
    logoutErrorTitle: z.literal('Logout failed'),
    ariaLabel: z.string().min(1),
    openMenuLabel: z.string().min(1),
    closeMenuLabel: z.string().min(1),
    menuTitle: z.string().min(1),
  }),
  footer: z.object({
    about: z.string().min(1),
    quickLinksHeading: z.string().min(1),
    quickLinks: z.array(linkSchema).min(1),
    getInvolvedHeading: z.string().min(1),
    getInvolvedLinks: z.array(linkSchema).length(5),
    contactHeading: z.string().min(1),
    followHeading: z.string().min(1),
    hoursHeading: z.string().min(1),
    newTabNote: z.string().min(1),
    copyright: z.string().min(1),
  }),
});
export type Site = z.infer<typeof siteSchema>;

export const site: Site = {
  organizationName: 'Cedar Valley Pathways',
  productName: 'Pathways',
  tagline: 'Second chances that work — for people and for business.',
  description:
    'Cedar Valley Pathways helps people with criminal records, people in recovery, people without stable housing and people who have been out of work a long time find good jobs and keep them.',
  serviceArea: 'Serving Waterloo and Cedar Falls, Iowa',
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
    { network: 'Facebook', label: 'Cedar Valley Pathways on Facebook', url: 'https://www.facebook.com/cedarvalleypathways', icon: 'Facebook' },
    { network: 'X', label: 'Cedar Valley Pathways on X', url: 'https://x.com/cvpathways', icon: 'X' },
    { network: 'LinkedIn', label: 'Cedar Valley Pathways on LinkedIn', url: 'https://www.linkedin.com/company/cedar-valley-pathways', icon: 'Linkedin' },
    { network: 'Instagram', label: 'Cedar Valley Pathways on Instagram', url: 'https://www.instagram.com/cedarvalleypathways', icon: 'Instagram' },
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
      { label: 'Donate', href: '/get-involved' },
      { label: 'Volunteer', href: '/get-involved' },
      { label: 'Partner With Us', href: '/get-involved' },
    ],
    contactHeading: 'Contact Us',
    followHeading: 'Follow Us',
    hoursHeading: 'Hours',
    newTabNote: '(opens in a new tab)',
    copyright: 'Cedar Valley Pathways. All rights reserved.',
  },
};

/** Every header destination: the eight bar links followed by the three "More" links (the mobile menu). */
export const allHeaderLinks: readonly z.infer<typeof linkSchema>[] = [
  ...site.navigation.main,
  ...site.navigation.more,
];

/** One-line postal address, for footers and the contact page. */
export function formatAddress(address: Site['contact']['address']): string {
  return `${address.street}, ${address.city}, ${address.stateCode} ${address.zipCode}`;
}
