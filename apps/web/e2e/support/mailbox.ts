import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the test SMTP server accepted, as the tests read it. */
export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/**
 * A real SMTP server for the browser tests, started by the global setup. The built API sends to it
 * (its SMTP_URL), and each accepted message is written to `dir` as JSON, where the test workers,
 * which are other processes, read it.
 */
export async function startMailbox(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: StoredMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
          };
          count += 1;
          writeFileSync(join(dir, `${String(count).padStart(6, '0')}.json`), JSON.stringify(mail));
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

function readMailbox(): StoredMail[] {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set: is the global setup configured?');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail);
}

/** Waits for the first message to `address` whose subject matches, as delivered by the API's outbox worker. */
export async function waitForMail(address: string, subject: string | RegExp): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox().find(
          (mail) =>
            mail.to.includes(address) &&
            (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
        );
        return found !== undefined;
      },
      { message: `an e-mail to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${address}`);
  return found;
}
