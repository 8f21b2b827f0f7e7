import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database, OutboxRow } from '../../db/database.js';
import type { Outbox } from './outbox.js';
import {
  claimDueMessages,
  markFinished,
  markAllSent,
  markForRetry,
  markSent,
} from './repository.js';
import { openForSending } from './sealed-secrets.js';

/**
 * Delivery of what the outbox holds (outbox.ts explains the whole): claims due rows, sends them over
 * SMTP with their secrets put back, and retries with backoff or gives up for the admins to see.
 */

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
/** A message whose sealed token no configured key opens (the key was replaced): sending it again cannot help. */
const UNSEALABLE_ERROR = 'Not sent: its link could not be opened with the current data keys';
/** Keep the stored error short: it is for an admin to read, not a log. */
const MAX_ERROR_LENGTH = 300;

export interface DeliveryOptions {
  /** Messages claimed per round. */
  batchSize: number;
  /** Pause between rounds when the queue is empty. */
  pollIntervalMs: number;
}

export const defaultDeliveryOptions: DeliveryOptions = { batchSize: 50, pollIntervalMs: SECOND_MS };

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
  /** Set by `stop`: a drain in progress finishes its batch and takes no more. */
  private stopRequested = false;

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

  /**
   * Runs rounds until nothing is due, or until `stop` (then the batch in hand is finished and the
   * rest is left to the other instances); answers how many messages it took in all.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (let taken = await this.runOnce(); ; taken = await this.runOnce()) {
      total += taken;
      if (taken === 0 || this.stopRequested) break;
    }
    return total;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopRequested = false;
    this.schedule(0);
  }

  /** Stops claiming; waits for the round in flight so no message is left mid-send. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopRequested = true;
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

  /** The message with its secrets put back; null when no configured key opens them. */
  private unseal(row: OutboxRow): ReturnType<typeof openForSending> | null {
    try {
      return openForSending(row, this.outbox.cipher);
    } catch {
      return null;
    }
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
    const opened = this.unseal(row);
    if (!opened) {
      await markFinished(this.db, row, 'failed', UNSEALABLE_ERROR);
      this.log.error(
        log,
        'e-mail not sent: its sealed link could not be opened with the data keys',
      );
      return null;
    }
    const { subject, text, html } = opened;
    try {
      await this.transport.send({
        from: this.outbox.from,
        to: row.recipient,
        replyTo: row.reply_to ?? undefined,
        subject,
        text,
        html,
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
