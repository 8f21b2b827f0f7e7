import { portalPaths } from '@pathways/schemas';
/**
 * E-mail through a durable outbox (issue 15): a message is a row written in the same transaction as
 * the change it reports, and a delivery worker in every API process sends it.
 *
 * HOW ANOTHER DOMAIN SENDS A MESSAGE. Inside the transaction that makes the change, call
 * `enqueueMessage(trx, app.outbox, { to, message })`; the row commits with the change or not at all,
 * and nothing is sent until it has committed. Build links with `app.outbox.link(path)` (never from
 * the request's Host header), the path from `portalPaths` (@pathways/schemas), which the web's
 * routes use too. For example, an application status change (issue 14):
 *
 *   await app.db.transaction().execute(async (trx) => {
 *     await moveApplication(trx, …);
 *     await enqueueMessage(trx, app.outbox, {
 *       to: client.email,
 *       message: {
 *         template: 'applicationStatus',
 *         data: { name: client.fullName, jobTitle, companyName, status: 'Interview',
 *                 link: app.outbox.link(portalPaths.clientApplications) },
 *       },
 *     });
 *   });
 *
 * The templates are `MailMessage` in @pathways/content (mail-render.ts; their words in mail.ts):
 * `invitation` (an account invitation: `{ name, invitedBy, link, validDays }`) and
 * `caseWorkerMessage` (`{ name, caseWorkerName, link }`, never the message itself) for case
 * management; `applicationStatus` and `postingApproved` (`{ name, jobTitle, link }`) for the job
 * board. A value that lets someone in (an invitation's or a reset's token) goes in `secrets` too: it
 * is never stored as it is (sealed-secrets.ts: the stored copy holds a placeholder, the token is
 * sealed with the data key and put back only as the message is handed to SMTP), the admin's outbox
 * shows "[link hidden]", and the sealed copy is dropped once the message is sent or given up; give
 * such a message a `sendBefore` (the link's expiry) so a late delivery is dropped, not sent dead.
 * New public forms call `enqueueSubmissionMail` (a receipt, and an alert to STAFF_ALERT_TO). A
 * message that answers a person's own request takes their page's `language` (lib/mail-language.ts).
 *
 * DELIVERY. At least once, with a stable Message-ID per message: a worker claims due rows with
 * FOR UPDATE SKIP LOCKED (delivery-worker.ts; several instances on one PostgreSQL never take the same row; PGlite
 * has the one process), sends over SMTP, and on failure retries with exponential backoff up to
 * MAX_ATTEMPTS, then marks the message failed for the admins (Admin › Settings › Outbox). A worker
 * that dies mid-send leaves a claim that lapses after the lease, and the message is sent again.
 * Without SMTP_URL nothing is sent: each message is marked "held" and shown in the admin's outbox.
 */
import { randomUUID } from 'node:crypto';
import type { MailLanguage, MailMessage, ReceiptData } from '@pathways/content';
import { renderMail, site } from '@pathways/content';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Env } from '../../env.js';
import type { FieldCipher } from '../../lib/field-cipher.js';
import type { Clock } from '../../services/clock.js';
import { insertOutboxMessage } from './repository.js';
import { withSecretsSealed } from './sealed-secrets.js';

/** The sender when MAIL_FROM is unset (development and the demo; production with SMTP must set it). */
const DEVELOPMENT_MAIL_FROM = 'Cedar Valley Pathways <no-reply@pathways.localhost>';

/** What enqueueing and the worker need to know, decorated on the app as `app.outbox`. */
export interface Outbox {
  from: string;
  /** Replies reach a person: the organisation's own address, not the sending one. */
  replyTo: string;
  staffAlertTo: string | null;
  /** Whether SMTP_URL is set: without it messages are held, not sent. */
  deliveryEnabled: boolean;
  clock: Clock;
  /** Seals the secrets of a message (its tokens) while it waits in the outbox. */
  cipher: FieldCipher;
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
  cipher: FieldCipher,
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
    cipher,
    link: (path) => `${origin}${path.startsWith('/') ? path : `/${path}`}`,
    newMessageId: () => `<${randomUUID()}@${domain}>`,
  };
}

export interface OutgoingMail {
  to: string;
  message: MailMessage;
  /** Values in the message that let someone in (a reset link's token): stored sealed, never shown, dropped once sent. */
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
 * transaction commits. Rendered now, so retries send exactly this and the admin sees exactly this
 * (less its secrets).
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
    ...withSecretsSealed(rendered, mail.secrets ?? [], outbox.cipher),
    next_attempt_at: mail.sendAfter ?? now,
    send_before: mail.sendBefore ?? null,
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
          link: outbox.link(portalPaths.dashboard),
        },
      },
    });
  }
}
