import type {
  ClientPortal,
  ConsentTextVersion,
  DashboardRole,
  Locale,
  PortalFrame,
  Translation,
} from '@pathways/content';
import { createContext, useContext } from 'react';

export interface NavLinkText {
  slug: string;
  label: string;
}

/**
 * The portal's texts in the language of the dashboard the user opened. The English and Spanish
 * route modules each provide their own, so a portal chunk never carries the other language: the
 * shared components read their words from here, never from a content module.
 */
export interface PortalText {
  locale: Locale;
  /** Where this language's portal starts: "/dashboard" or "/es/dashboard". */
  root: string;
  frame: Translation<PortalFrame>;
  client: Translation<ClientPortal>;
  /** The roles this language's portal serves (Spanish: the client only). */
  roleSubtitles: Readonly<Partial<Record<DashboardRole, string>>>;
  navLinks: Readonly<Partial<Record<DashboardRole, readonly NavLinkText[]>>>;
  /** The consent texts in this language, by the version a consent records. */
  consentTexts: readonly ConsentTextVersion[];
}

export const PortalTextContext = createContext<PortalText | null>(null);

export function usePortalText(): PortalText {
  const text = useContext(PortalTextContext);
  if (!text)
    throw new Error('usePortalText needs a PortalTextContext (the dashboard routes give it)');
  return text;
}

const ENGLISH_ROOT = '/dashboard';

/**
 * A portal page (an English path from config/paths) in the language of the portal the user is in:
 * "/dashboard/client/jobs" stays as it is in English and becomes "/es/dashboard/client/jobs" in
 * Spanish, so a link never drops a Spanish reader back into English.
 */
export function portalLink(root: string, englishPath: string): string {
  if (!englishPath.startsWith(ENGLISH_ROOT)) return englishPath;
  return `${root}${englishPath.slice(ENGLISH_ROOT.length)}`;
}

/** The client's navigation links in the order of their text module (`clientPortal.navLinks`). */
export function clientNavLinks(links: Translation<ClientPortal>['navLinks']): NavLinkText[] {
  return Object.entries(links).map(([slug, label]) => ({ slug, label }));
}
