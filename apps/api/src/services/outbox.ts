/**
 * E-mail through a durable outbox (issue 15): a message is a row written in the same transaction as
 * the change it reports, and a delivery worker in every API process sends it.
 *
 * HOW ANOTHER DOMAIN SENDS A MESSAGE. Inside the transaction that makes the change, call
 * `enqueueMessage(trx, app.outbox, { to, message })`; the row commits with the change or not at all,
 * and nothing is sent until it has committed. Build links with `app.outbox.link(path)` (never from
 * the request's Host header). For example, an application status change (issue 14):
 *
 *   await app.db.transaction().execute(async (trx) => {
 *     await moveApplication(trx, …);
 *     await enqueueMessage(trx, app.outbox, {
 *       to: client.email,
 *       message: {
 *         template: 'applicationStatus',
 *         data: { name: client.fullName, jobTitle, companyName, status: 'Interview',
 *                 link: app.outbox.link('/dashboard/client/applications') },
 *       },
 *     });
 *   });
 *
 * The templates are `MailMessage` in @pathways/content (mail-render.ts; their words in mail.ts):
 * `invitation` (an account invitation: `{ name, invitedBy, link, validDays }`) and
 * `caseWorkerMessage` (`{ name, caseWorkerName, link }`, never the message itself) for case
 * management; `applicationStatus` and `postingApproved` (`{ name, jobTitle, link }`) for the job
 * board. A link that lets someone in (an invitation, a reset) goes in `secrets` too: the admin's
 * outbox never shows it, and the stored copy loses it once the message is sent or given up; give such
 * a message a `sendBefore` (the link's expiry) so a late delivery is dropped, not sent dead.
 * New public forms call `enqueueSubmissionMail` (a receipt, and an alert to STAFF_ALERT_TO). A
 * message that answers a person's own request takes their page's `language` (lib/mail-language.ts).
 *
 * DELIVERY. At least once, with a stable Message-ID per message: a worker claims due rows with
 * FOR UPDATE SKIP LOCKED (so several instances on one PostgreSQL never take the same row; PGlite
 * has the one process), sends over SMTP, and on failure retries with exponential backoff up to
 * MAX_ATTEMPTS, then marks the message failed for the admins (Admin › Settings › Outbox). A worker
 * that dies mid-send leaves a claim that lapses after the lease, and the message is sent again.
 * Without SMTP_URL nothing is sent: each message is marked "held" and shown in the admin's outbox.
 */
import { randomUUID } from 'node:crypto';
import type { MailLanguage, MailMessage, ReceiptData } from '@pathways/content';
import { renderMail, site } from '@pathways/content';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database, OutboxRow } from '../db/database.js';
import type { Env } from '../env.js';
import {
  claimDueMessages,
  insertOutboxMessage,
  markFinished,
  markAllSent,
  markForRetry,
  markSent,
} from '../repositories/outbox.js';
import type { Clock } from './clock.js';

/** The sender when MAIL_FROM is unset (development and the demo; production with SMTP must set it). */
const DEVELOPMENT_MAIL_FROM = 'Cedar Valley Pathways <no-reply@pathways.localhost>';
/** Where staff alerts link to: the portal (the staff inbox of issue 13 can take over this path). */
export const STAFF_ALERT_PATH = '/dashboard';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Tries before a message is marked failed: with the backoff below, about three hours of outage. */
export const MAX_ATTEMPTS = 10;
/** The first retry waits this long; each further one twice as long, up to RETRY_MAX_DELAY_MS. */
export const RETRY_BASE_DELAY_MS = 30 * SECOND_MS;
export const RETRY_MAX_DELAY_MS = HOUR_MS;
/**
 * How long a claimed message is the claiming worker's: well beyond the worst SMTP exchange (the
 * timeouts below), so a slow worker is not raced, yet a dead worker's messages go out soon.
 */
export const LEASE_MS = 15 * MINUTE_MS;
const SMTP_CONNECTION_TIMEOUT_MS = 10 * SECOND_MS;
const SMTP_GREETING_TIMEOUT_MS = 10 * SECOND_MS;
const SMTP_SOCKET_TIMEOUT_MS = 30 * SECOND_MS;
/** Parallel SMTP connections per process; most relays accept a handful from one client. */
const SMTP_CONNECTIONS = 4;
/** Keep the stored error short: it is for an admin to read, not a log. */
const MAX_ERROR_LENGTH = 300;

export interface DeliveryOptions {
  /** Messages claimed per round. */
  batchSize: number;
  /** Pause between rounds when the queue is empty. */
  pollIntervalMs: number;
}

export const defaultDeliveryOptions: DeliveryOptions = { batchSize: 50, pollIntervalMs: SECOND_MS };

/** What enqueueing and the worker need to know, decorated on the app as `app.outbox`. */
export interface Outbox {
  from: string;
  /** Replies reach a person: the organisation's own address, not the sending one. */
  replyTo: string;
  staffAlertTo: string | null;
  /** Whether SMTP_URL is set: without it messages are held, not sent. */
  deliveryEnabled: boolean;
  clock: Clock;
  /** An absolute link to a page of the site, for a message. */
  link(path: string): string;
  /** A new Message-ID in the sender's domain. */
  newMessageId(): string;
}

/** The sending domain of "Name <user@domain>" or "user@domain". */
export function domainOf(address: string): string {
  const match = /@([^\s>@]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

export function createOutbox(
  env: Pick<Env, 'MAIL_FROM' | 'STAFF_ALERT_TO' | 'SMTP_URL' | 'PUBLIC_URL' | 'PORT'>,
  clock: Clock,
): Outbox {
  const from = env.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM;
  const domain = domainOf(from);
  const origin = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    from,
    replyTo: site.contact.email,
    staffAlertTo: env.STAFF_ALERT_TO ?? null,
    deliveryEnabled: env.SMTP_URL !== undefined,
    clock,
    link: (path) => `${origin}${path.startsWith('/') ? path : `/${path}`}`,
    newMessageId: () => `<${randomUUID()}@${domain}>`,
  };
}

export interface OutgoingMail {
  to: string;
  message: MailMessage;
  /** Values in the message that let someone in (a reset link's token): never shown, dropped once sent. */
  secrets?: readonly string[];
  /** Not sent after this (a link that will have expired). */
  sendBefore?: Date;
  /** Not sent before this (a digest that waits for the messages after the first). */
  sendAfter?: Date;
  /** The language of the person it answers (the page they used); English when unset. */
  language?: MailLanguage;
}

/**
 * Puts a message in the outbox inside the caller's transaction: it is sent once (and only if) the
 * transaction commits. Rendered now, so retries send exactly this and the admin sees exactly this.
 */
export async function enqueueMessage(
  trx: Transaction<Database>,
  outbox: Outbox,
  mail: OutgoingMail,
): Promise<{ id: number; messageId: string }> {
  const rendered = renderMail(mail.message, mail.language);
  const now = outbox.clock.now();
  return insertOutboxMessage(trx, {
    message_id: outbox.newMessageId(),
    template: rendered.template,
    recipient: mail.to,
    reply_to: outbox.replyTo,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    next_attempt_at: mail.sendAfter ?? now,
    send_before: mail.sendBefore ?? null,
    secrets: [...(mail.secrets ?? [])],
    created_at: now,
  });
}

/**
 * A public form's messages: the sender's receipt (reference, what happens next, the response
 * promise) and, when STAFF_ALERT_TO is set, an alert to staff with the kind and reference and a link
 * into the portal, never the answers.
 */
export async function enqueueSubmissionMail(
  trx: Transaction<Database>,
  outbox: Outbox,
  {
    email,
    receipt,
    language = 'en',
  }: { email: string; receipt: ReceiptData; language?: MailLanguage },
): Promise<void> {
  // The receipt in the sender's language; the staff alert in English, for staff.
  await enqueueMessage(trx, outbox, {
    to: email,
    message: { template: 'receipt', data: receipt },
    language,
  });
  if (outbox.staffAlertTo) {
    await enqueueMessage(trx, outbox, {
      to: outbox.staffAlertTo,
      message: {
        template: 'staffAlert',
        data: {
          kind: receipt.kind,
          reference: receipt.reference,
          link: outbox.link(STAFF_ALERT_PATH),
        },
      },
    });
  }
}

/** How long to wait after the `attempt`-th failed try: 30 s, 1 min, 2 min, … up to an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_DELAY_MS);
}

/** One message as the transport sends it. */
export interface Envelope {
  from: string;
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

/** Something that sends a message or throws (nodemailer over SMTP; tests may pass their own). */
export interface MailTransport {
  send(envelope: Envelope): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL: a small pool of connections kept open between messages. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  return {
    async send(envelope) {
      await transporter.sendMail(envelope);
    },
    close: () => transporter.close(),
  };
}

interface SendError {
  /** Retrying the same message cannot help (the server refused it for good). */
  permanent: boolean;
  /** For the admin's outbox: what went wrong, in a line. */
  summary: string;
  /** For the log: codes only, never an address or a server's reply text. */
  code: string;
  responseCode: number | undefined;
}

function describeSendError(error: unknown): SendError {
  const details = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    permanent?: unknown;
    message?: unknown;
  };
  const code = typeof details.code === 'string' ? details.code : 'ERROR';
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  const text =
    typeof details.response === 'string'
      ? details.response
      : typeof details.message === 'string'
        ? details.message
        : 'unknown error';
  return {
    // A refused sign-in (EAUTH) is the server's settings, not this message: keep retrying.
    permanent: details.permanent === true && code !== 'EAUTH',
    summary: `${code}: ${text}`.slice(0, MAX_ERROR_LENGTH),
    code,
    responseCode,
  };
}

/**
 * Sends what is due from the outbox. `runOnce` handles one batch (tests and the benchmark drive it
 * directly); `start` keeps doing so until `stop`, pausing when the queue is empty.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly outbox: Outbox,
    private readonly transport: MailTransport | null,
    private readonly log: FastifyBaseLogger,
    private readonly options: DeliveryOptions = defaultDeliveryOptions,
  ) {}

  /** Claims and handles one batch; answers how many messages it took. */
  async runOnce(): Promise<number> {
    const now = this.outbox.clock.now();
    const claimed = await claimDueMessages(this.db, {
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      limit: this.options.batchSize,
    });
    const outcomes = await Promise.allSettled(claimed.map((row) => this.deliver(row)));
    const sent: number[] = [];
    for (const outcome of outcomes) {
      // The database failed us mid-way: the claim lapses after the lease and the message goes again.
      if (outcome.status === 'rejected') {
        this.log.warn({ err: outcome.reason as unknown }, 'outbox message left claimed');
      } else if (outcome.value !== null) {
        sent.push(outcome.value);
      }
    }
    // One statement for the batch's plain deliveries (should it fail, they go again after the lease).
    await markAllSent(this.db, sent, this.outbox.clock.now());
    return claimed.length;
  }

  /** Runs rounds until nothing is due; answers how many messages it took in all. */
  async drain(): Promise<number> {
    let total = 0;
    for (let taken = await this.runOnce(); taken > 0; taken = await this.runOnce()) total += taken;
    return total;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops claiming; waits for the round in flight so no message is left mid-send. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const round = this.drain().catch((error: unknown) => {
        this.log.warn({ err: error }, 'outbox delivery round failed');
      });
      this.running = round;
      void round.finally(() => {
        this.running = null;
        this.schedule(this.options.pollIntervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Sends one message; answers its id when it went and only needs marking sent, else null. */
  private async deliver(row: OutboxRow): Promise<number | null> {
    const log = { outboxId: row.id, template: row.template, attempt: row.attempts };
    const now = this.outbox.clock.now();
    if (row.send_before && row.send_before <= now) {
      await markFinished(this.db, row, 'expired', 'Not sent: it was too late to be of use');
      this.log.info(log, 'e-mail expired before it could be sent');
      return null;
    }
    if (!this.transport) {
      await markFinished(this.db, row, 'held', null);
      this.log.info(
        log,
        'e-mail not sent: SMTP_URL is not set; the message is kept in Admin › Settings › Outbox',
      );
      return null;
    }
    try {
      await this.transport.send({
        from: this.outbox.from,
        to: row.recipient,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: row.message_id,
        // RFC 3834: a machine wrote this, so auto-responders do not answer it.
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      const failure = describeSendError(error);
      const detail = { ...log, code: failure.code, responseCode: failure.responseCode };
      if (failure.permanent || row.attempts >= MAX_ATTEMPTS) {
        await markFinished(this.db, row, 'failed', failure.summary);
        this.log.error(
          detail,
          'e-mail failed for good; an admin can send it again from the outbox',
        );
      } else {
        const nextAttemptAt = new Date(
          this.outbox.clock.now().getTime() + retryDelayMs(row.attempts),
        );
        await markForRetry(this.db, row.id, { nextAttemptAt, error: failure.summary });
        this.log.warn({ ...detail, nextAttemptAt }, 'e-mail not sent; will try again');
      }
      return null;
    }
    this.log.info(log, 'e-mail sent');
    if (row.secrets.length === 0) return row.id;
    await markSent(this.db, row, this.outbox.clock.now());
    return null;
  }
}
