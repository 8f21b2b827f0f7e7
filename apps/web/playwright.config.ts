import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DAY_TIME_ZONE, E2E_CLOCK_START, NIGHT_TIME_ZONE } from './e2e/support/clock';

/**
 * Browser tests drive Debian's Chromium (a test tool's own browser download cannot work here)
 * against the built site and API on a free port, with an in-memory database.
 */
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: install it (apt-get install chromium) or set CHROME_PATH`,
  );
}

function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}

// The config is loaded again in every worker; what is chosen first is handed down through the env.
process.env.E2E_PORT ??= freePort();
// A second server whose time zone puts the pinned "now" at night (e2e/support/clock.ts).
process.env.E2E_NIGHT_PORT ??= freePort();
process.env.E2E_RUN_STARTED_AT ??= String(Date.now());
// The test SMTP server (e2e/support/global-setup.ts) and the folder it writes each message to.
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAILBOX_DIR ??= mkdtempSync(join(tmpdir(), 'pathways-e2e-mail-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const nightPort = Number(process.env.E2E_NIGHT_PORT);
const nightURL = `http://127.0.0.1:${nightPort}`;

/** The built API with an in-memory database, its clock pinned, in the given time zone. */
function apiServer(serverPort: number, timeZone: string, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node ../api/dist/server.js',
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    // PGlite's first start (migrations, seed) can take minutes on a shared, loaded machine.
    timeout: 240_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      CLOCK_START: E2E_CLOCK_START,
      TZ: timeZone,
      ...extraEnv,
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

// checkLayout: the option e2e/support/test.ts declares.
export default defineConfig<{ checkLayout: boolean }>({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  // On the shared 2-core CI machine a test can outlast its time once because of its neighbours; it
  // gets one more try there, recorded in a trace (recording every test's trace costs CPU).
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Long pages get two axe passes; two workers share two cores with the server under test.
  timeout: 60_000,
  // A portal page's lazy chunks can take over 10 s to arrive when other jobs load the machine.
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Chromium 156 starts a WebUI renderer for the address bar's popup in every new window,
        // headless too: a process per browser context the tests never look at (CPU on 2 cores).
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  projects: [
    {
      // Every spec makes the data it changes (e2e/support/seed.ts), so all of them run side by side.
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], timezoneId: DAY_TIME_ZONE },
    },
    {
      // The dashboards again where the pinned "now" is 2:30 am: nothing they show may depend on the
      // hour. Only what they show: their axe pass, phone width and screenshots are the day run's.
      name: 'dashboards-at-night',
      testMatch: 'portal.spec.ts',
      grep: /each demo account sees its own dashboard/,
      use: {
        ...devices['Desktop Chrome'],
        timezoneId: NIGHT_TIME_ZONE,
        baseURL: nightURL,
        checkLayout: false,
      },
    },
  ],
  webServer: [
    apiServer(port, DAY_TIME_ZONE, {
      // E-mail goes to the test SMTP server, and its links point back at this server.
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'Cedar Valley Pathways <no-reply@pathways.test>',
      STAFF_ALERT_TO: 'staff@pathways.test',
      PUBLIC_URL: baseURL,
      // The appointment-reminder job looks every few seconds instead of every five minutes, so a
      // reminder due on the pinned clock reaches the mailbox within a test's time.
      REMINDER_INTERVAL_SECONDS: '2',
    }),
    apiServer(nightPort, NIGHT_TIME_ZONE),
  ],
});
