import base from './playwright.config';

/**
 * Not a test run: writes PNGs of every public route at phone and desktop width into screenshots/
 * (gitignored) for a person to look at. `pnpm exec playwright test -c playwright.screenshots.config.ts`
 */
export default { ...base, testMatch: '*.visual.ts', reporter: [['line']] };
