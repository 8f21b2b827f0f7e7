import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { ManagedUser, User, UserRole, UsersQuery } from '@pathways/schemas';
import type { Database, NewUser, UserRow } from '../../db/database.js';

/** Anything that runs queries: the database, or a caller's open transaction. */
type Queryable = Kysely<Database> | Transaction<Database>;

export type { User } from '@pathways/schemas';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    fullName: row.full_name,
    phone: row.phone,
    createdAt: row.created_at.toISOString(),
  };
}

export function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Usernames are unique without regard to case (the unique index is on lower(username)). */
export function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function findTakenFields(
  db: Queryable,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, '=', username.toLowerCase()),
        eb(sql<string>`lower(email)`, '=', email.toLowerCase()),
      ]),
    )
    .execute();
  return {
    username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}

export function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Emails are unique without regard to case (the unique index is on lower(email)). */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function toManagedUser(row: UserRow): ManagedUser {
  return { ...toUser(row), deactivatedAt: row.deactivated_at?.toISOString() ?? null };
}

/** Newest first, `limit` from before `query.before`; `q` matches name, username or e-mail. */
export function listUsers(
  db: Kysely<Database>,
  query: UsersQuery,
  limit: number,
): Promise<UserRow[]> {
  let select = db.selectFrom('users').selectAll().orderBy('id', 'desc').limit(limit);
  if (query.role) select = select.where('role', '=', query.role);
  if (query.before !== undefined) select = select.where('id', '<', query.before);
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    select = select.where((eb) =>
      eb.or([
        eb(sql<string>`lower(full_name)`, 'like', pattern),
        eb(sql<string>`lower(username)`, 'like', pattern),
        eb(sql<string>`lower(email)`, 'like', pattern),
      ]),
    );
  }
  return select.execute();
}

/** A LIKE pattern that matches `text` literally (its % and _ are not wildcards). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function updateUser(
  db: Queryable,
  id: number,
  changes: { role?: UserRole; deactivated_at?: Date | null },
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Staff who can hold a caseload: active case workers and admins. */
export function findActiveStaff(db: Queryable, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('role', 'in', ['caseWorker', 'admin'])
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
}

/** How many clients each of these users has assigned, keyed by user id (absent: none). */
export async function countCaseloads(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('client_profiles')
    .select((eb) => ['case_worker_id', eb.fn.countAll<string | number>().as('size')])
    .where('case_worker_id', 'in', [...userIds])
    .groupBy('case_worker_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.case_worker_id), Number(row.size)]));
}

/** The password of an account (already hashed). */
export async function setPassword(db: Queryable, userId: number, passwordHash: string) {
  await db.updateTable('users').set({ password: passwordHash }).where('id', '=', userId).execute();
}

/**
 * The active admins, their rows locked until the transaction ends (issue 25 M-4): two admins
 * demoting or deactivating each other at once are taken one after the other, and the second sees
 * what the first did, so "at least one active admin" holds.
 */
export async function lockActiveAdminIds(trx: Transaction<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

// Password-reset and invitation links: only a hash of each token is stored.

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

/** Every open link of an account dies (it was deactivated or given another role). */
export async function withdrawOpenLinks(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** The language of a person's e-mail, and (a client's) whether they get appointment reminders. */
export function findMailSettings(db: Queryable, userId: number) {
  return db
    .selectFrom('users')
    .select(['preferred_language', 'appointment_reminders'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function saveMailSettings(
  db: Queryable,
  userId: number,
  settings: { preferred_language: 'en' | 'es'; appointment_reminders?: boolean | undefined },
) {
  return db
    .updateTable('users')
    .set({
      preferred_language: settings.preferred_language,
      ...(settings.appointment_reminders === undefined
        ? {}
        : { appointment_reminders: settings.appointment_reminders }),
    })
    .where('id', '=', userId)
    .returning(['preferred_language', 'appointment_reminders'])
    .executeTakeFirst();
}
