import type { TeaserFigures } from './utils/teaser-figures';

declare global {
  /** The home page's simulator teaser, computed at build time from sim-core (see vite.config.ts). */
  const __HOME_TEASER__: TeaserFigures;
  /** The same in Spanish, for /es/ (numbers as es-US writes them). */
  const __HOME_TEASER_ES__: TeaserFigures;
}
