import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses of the SMTP envelope. */
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Mail to these addresses is refused for good (550), as a real server refuses an unknown mailbox. */
  refuse: Set<string>;
  stop(): Promise<void>;
  /** Listens again on the same port (after `stop`: the server was down and is back). */
  restart(): Promise<void>;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): the API's nodemailer
 * transport talks SMTP to it over loopback, and every message it accepts is parsed and kept.
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Stopping drops open connections at once, as a crashed server would.
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address)) {
          const error = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
            });
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });
  let server = create();
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const boundPort = await listen(port);
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    refuse,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async restart() {
      server = create();
      await listen(boundPort);
    },
  };
}

/** Waits until `count` messages have arrived (delivery is asynchronous to the request). */
export async function waitForMail(
  smtp: TestSmtpServer,
  count: number,
  timeoutMs = 10_000,
): Promise<ReceivedMail[]> {
  const deadline = performance.now() + timeoutMs;
  while (smtp.received.length < count) {
    if (performance.now() > deadline) {
      throw new Error(`expected ${count} messages, got ${smtp.received.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return smtp.received;
}
