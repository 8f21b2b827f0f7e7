import base from './playwright.config';

/**
 * Not a test run: writes PNGs of every public route at phone and desktop width into screenshots/
 * (gitignored) for a person to look at. `pnpm exec playwright test -c playwright.screenshots.config.ts`
 * Only the daytime project and its server: the night run exists for the dashboards' tests.
 */
const [dayProject] = base.projects ?? [];
const [dayServer] = Array.isArray(base.webServer) ? base.webServer : [base.webServer];

export default {
  ...base,
  testMatch: '*.visual.ts',
  reporter: [['line']],
  projects: dayProject ? [dayProject] : [],
  webServer: dayServer,
};
