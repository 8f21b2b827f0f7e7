import { PASSWORD_RESET_VALID_MINUTES, resetLinkPath } from '@pathways/schemas';
import type { MailLanguage } from '@pathways/content';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { localizedPath } from '../../../lib/mail-language.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import type { Outbox } from '../../outbox/outbox.js';
import { countResetTokensSince, findUserByEmail, insertResetToken } from '../repository.js';
import { hashResetToken, newLinkToken } from '../reset-links.js';

const MINUTE_MS = 60_000;

/**
 * A one-time link by e-mail, valid for an hour, stored hashed (and sealed in the outbox); nothing
 * happens for an unknown address, a deactivated account, or an account that had enough this hour.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  outbox: Outbox,
  {
    email,
    language,
    perAccount,
    log,
  }: {
    email: string;
    language: MailLanguage;
    perAccount: { max: number; timeWindow: number } | undefined;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const now = outbox.clock.now();
  const user = await findUserByEmail(db, email);
  // A deactivated account gets no link: it could not sign in with the new password anyway.
  if (!user || user.deactivated_at) return;
  if (perAccount) {
    const since = new Date(now.getTime() - perAccount.timeWindow);
    if ((await countResetTokensSince(db, user.id, since)) >= perAccount.max) {
      log.info({ userId: user.id }, 'password reset not sent: the account had enough this hour');
      return;
    }
  }
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * MINUTE_MS);
  await db.transaction().execute(async (trx) => {
    await insertResetToken(trx, {
      userId: user.id,
      tokenHash: hashResetToken(token),
      createdAt: now,
      expiresAt,
    });
    await enqueueMessage(trx, outbox, {
      to: user.email,
      message: {
        template: 'passwordReset',
        data: {
          name: user.full_name,
          username: user.username,
          // The reset page in the language of the page that asked for it.
          link: outbox.link(localizedPath(resetLinkPath(token), language)),
          validMinutes: PASSWORD_RESET_VALID_MINUTES,
        },
      },
      secrets: [token],
      sendBefore: expiresAt,
      language,
    });
  });
}
