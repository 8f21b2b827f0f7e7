import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { userRoles } from '@pathways/schemas';
import type { ManagedUser, User, UserRole, UsersQuery } from '@pathways/schemas';
import type { Database, NewUser, UserRow } from '../db/database.js';

export type { User } from '@pathways/schemas';

/** A role read from the database; the column is text, so a value outside the four roles is a data error. */
export function toUserRole(value: string): UserRole {
  const role = userRoles.find((candidate) => candidate === value);
  if (!role) throw new Error(`users.role holds an unknown role`);
  return role;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: toUserRole(row.role),
    fullName: row.full_name,
    phone: row.phone,
    createdAt: row.created_at.toISOString(),
  };
}

export function findUserById(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Usernames are unique without regard to case (the unique index is on lower(username)). */
export function findUserByUsername(
  db: Kysely<Database> | Transaction<Database>,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function findTakenFields(
  db: Kysely<Database>,
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

export function insertUser(
  db: Kysely<Database> | Transaction<Database>,
  user: NewUser,
): Promise<UserRow> {
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
  db: Kysely<Database> | Transaction<Database>,
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
export function findActiveStaff(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<UserRow | undefined> {
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
  db: Kysely<Database>,
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
