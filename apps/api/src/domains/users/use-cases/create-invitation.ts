import { INVITATION_VALID_DAYS, resetLinkPath } from '@pathways/schemas';
import type { Invitation } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database, UserRow } from '../../../db/database.js';
import { localizedPath } from '../../../lib/mail-language.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import type { Outbox } from '../../outbox/outbox.js';
import { insertResetToken } from '../repository.js';
import { hashResetToken, newLinkToken } from '../reset-links.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The stored password of an account that has none yet: not an argon2 hash, so no password matches
 * it (verifyPassword answers false) until the invitation's link sets one.
 */
export const NO_PASSWORD_YET = '!invited';

/**
 * A one-time link, valid 7 days, to set the account's password: a password-reset token (stored
 * hashed, used up on use), e-mailed through the outbox in the caller's transaction (the token sealed). The link is
 * returned too, so the staff member can copy it to someone without e-mail.
 */
export async function createInvitation(
  trx: Transaction<Database>,
  outbox: Outbox,
  user: Pick<UserRow, 'id' | 'email' | 'full_name' | 'username' | 'preferred_language'>,
  invitedBy: string,
): Promise<Invitation> {
  const now = outbox.clock.now();
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
  await insertResetToken(trx, {
    userId: user.id,
    tokenHash: hashResetToken(token),
    createdAt: now,
    expiresAt,
  });
  // In the person's language: a Spanish applicant's link opens the Spanish set-password page (issue 32 D14).
  const language = user.preferred_language;
  const link = outbox.link(localizedPath(resetLinkPath(token), language));
  await enqueueMessage(trx, outbox, {
    to: user.email,
    message: {
      template: 'invitation',
      data: {
        name: user.full_name,
        username: user.username,
        invitedBy,
        link,
        validDays: INVITATION_VALID_DAYS,
      },
    },
    secrets: [token],
    sendBefore: expiresAt,
    language,
  });
  return { link, username: user.username, expiresAt: expiresAt.toISOString() };
}
