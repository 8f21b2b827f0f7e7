/**
 * The Debug page (spec §2, /debug-mobile): checks support staff ask a caller to run on their phone.
 * "{count}", "{message}" and "{value}" are filled in by the page.
 */
export const debugPage = {
  title: 'Debug',
  intro: 'Checks for support staff: where this app is running and whether the API answers.',
  clearLogs: 'Clear Logs',
  checkEnvironment: 'Check Environment',
  testCities: 'Test Cities API',
  resultsHeading: 'Test results',
  noResults: 'No tests run yet.',
  logHeading: 'Log',
  emptyLog: 'The log is empty.',
  success: 'Success ({count} cities)',
  failed: 'Failed: {message}',
  notAList: 'the answer is not a list of cities',
  yes: 'yes',
  no: 'no',
  facts: {
    host: 'Host: {value}',
    origin: 'Origin: {value}',
    path: 'Path: {value}',
    userAgent: 'User agent: {value}',
    mobile: 'Mobile: {value}',
    hostingPlatform: 'Hosting platform: {value}',
    buildTime: 'Build time: {value}',
  },
} as const;
