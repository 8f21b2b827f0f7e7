import type { TeaserFigures } from './utils/teaser-figures';

declare global {
  /** The home page's simulator teaser, computed at build time from sim-core (see vite.config.ts). */
  const __HOME_TEASER__: TeaserFigures;
}
