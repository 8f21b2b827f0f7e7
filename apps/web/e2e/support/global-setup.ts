import { startMailbox } from './mailbox';

/**
 * Starts the test SMTP server the built API sends its e-mail to (playwright.config.ts hands both
 * the port and the mailbox folder down through the environment); stops it when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAILBOX_DIR must be set by the config');
  return startMailbox(port, dir);
}
