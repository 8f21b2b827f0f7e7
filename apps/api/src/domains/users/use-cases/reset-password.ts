import type { MailLanguage } from '@pathways/content';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { hashPassword } from '../../../lib/passwords.js';
import { endSessionsOfUser } from '../../../session/kysely-session-store.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import type { Outbox } from '../../outbox/outbox.js';
import {
  consumeResetToken,
  findUsableResetToken,
  findUserById,
  saveMailSettings,
  setPassword,
} from '../repository.js';
import { hashResetToken } from '../reset-links.js';
import { NO_PASSWORD_YET } from './create-invitation.js';

/** When a link can still be used until; undefined for an unknown, used or expired one. */
export async function checkResetLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<Date | undefined> {
  return (await findUsableResetToken(db, hashResetToken(token), now))?.expiresAt;
}

/**
 * Uses the link up and sets the new password; every session of the account ends and its owner is
 * told. Answers the account's id, or undefined when the link could not be used.
 */
export async function resetPassword(
  db: Kysely<Database>,
  outbox: Outbox,
  { token, password, language }: { token: string; password: string; language: MailLanguage },
): Promise<number | undefined> {
  const passwordHash = await hashPassword(password);
  const now = outbox.clock.now();
  return db.transaction().execute(async (trx) => {
    const owner = await consumeResetToken(trx, hashResetToken(token), now);
    if (owner === undefined) return undefined;
    // Accepting an invitation (no password yet) in a language makes it the account's language.
    const before = await findUserById(trx, owner);
    if (before?.password === NO_PASSWORD_YET) {
      await saveMailSettings(trx, owner, { preferred_language: language });
    }
    await setPassword(trx, owner, passwordHash);
    await endSessionsOfUser(trx, owner);
    const user = await findUserById(trx, owner);
    if (user) {
      await enqueueMessage(trx, outbox, {
        to: user.email,
        message: {
          template: 'passwordChanged',
          data: { name: user.full_name, username: user.username },
        },
        language,
      });
    }
    return owner;
  });
}
