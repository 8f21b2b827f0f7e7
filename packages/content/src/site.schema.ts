import { z } from 'zod';
import { httpsUrlSchema, linkSchema } from './shared.schema.js';

/**
 * Zod schemas of `./site.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

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
  /** Under the name in the header's logo. */
  logoSubtitle: z.string().min(1),
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
  /** The skip link every page opens with. */
  skipLinkLabel: z.string().min(1),
  pageLoading: z.string().min(1),
  /**
   * What screen readers hear of a toast: its close button, the region toasts appear in ("{hotkey}"
   * is the key that reaches it) and the word said before each toast.
   */
  toast: z.object({
    closeLabel: z.string().min(1),
    regionLabel: z.string().includes('{hotkey}'),
    announceLabel: z.string().min(1),
  }),
  /**
   * The way to the page's twin in the other language. Its words are in that other language (a
   * Spanish reader looks for "Español"), so `lang` marks them for screen readers.
   */
  language: z.object({
    lang: z.enum(['en', 'es']),
    switchLabel: z.string().min(1),
    switchHint: z.string().min(1),
    switchShort: z.string().min(1),
    suggestion: z.string().min(1),
    suggestionLink: z.string().min(1),
    dismissLabel: z.string().min(1),
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
