import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';

/** Anything that runs queries: the database, or a caller's open transaction. */
type Queryable = Kysely<Database> | Transaction<Database>;

export async function insertResetToken(
  db: Queryable,
  token: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Reset links made for an account since `since` (the per-account limit). */
export async function countResetTokensSince(
  db: Queryable,
  userId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A token that can still be used: unknown, used and expired ones all read as none. */
export function findUsableResetToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; expiresAt: Date } | undefined> {
  return db
    .selectFrom('password_reset_tokens')
    .select(['user_id as userId', 'expires_at as expiresAt'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Uses a token up, in one statement: of two requests racing with the same token, one gets the
 * account and the other nothing. Every other open link of that account is used up with it.
 */
export async function consumeResetToken(
  trx: Transaction<Database>,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) return undefined;
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', row.user_id)
    .where('used_at', 'is', null)
    .execute();
  return row.user_id;
}
