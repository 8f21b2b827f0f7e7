import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

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
// The test SMTP server (e2e/support/global-setup.ts) and the folder it writes each message to.
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAILBOX_DIR ??= mkdtempSync(join(tmpdir(), 'pathways-e2e-mail-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Long pages get two axe passes; two workers share two cores with the server under test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node ../api/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // PGlite's first start (migrations, seed) can take minutes on a shared, loaded machine.
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      // E-mail goes to the test SMTP server, and its links point back at this server.
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'Cedar Valley Pathways <no-reply@pathways.test>',
      STAFF_ALERT_TO: 'staff@pathways.test',
      PUBLIC_URL: baseURL,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
