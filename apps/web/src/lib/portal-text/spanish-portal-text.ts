import { localePrefix } from '@pathways/content';
import { clientPortal, consentTexts, portalFrame } from '@pathways/content/es';
import { paths } from '@/config/paths';
import { clientNavLinks, type PortalText } from '@/lib/portal-text/portal-text';

/** The Spanish portal (issue 18): the client's pages only; staff screens stay English. */
export const spanishPortalText: PortalText = {
  locale: 'es',
  root: `${localePrefix.es}${paths.dashboard}`,
  frame: portalFrame,
  client: clientPortal,
  roleSubtitles: { client: clientPortal.roleSubtitle },
  navLinks: { client: clientNavLinks(clientPortal.navLinks) },
  consentTexts,
};
