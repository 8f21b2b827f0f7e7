import { clientPortal, consentTexts, dashboard, portal, portalFrame } from '@pathways/content';
import { paths } from '@/config/paths';
import type { PortalText } from '@/lib/portal-text/portal-text';

/** The English portal: every role, the spec's texts. */
export const englishPortalText: PortalText = {
  locale: 'en',
  root: paths.dashboard,
  frame: portalFrame,
  client: clientPortal,
  roleSubtitles: dashboard.roleSubtitles,
  navLinks: portal.nav.links,
  consentTexts,
};
