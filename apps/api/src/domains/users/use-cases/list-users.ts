import { USERS_PAGE_SIZE } from '@pathways/schemas';
import type { UsersList, UsersQuery } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { countCaseloads, listUsers as findUsers, toManagedUser } from '../repository.js';

/** Admin › Users: a page of accounts, newest first, each with the size of its caseload. */
export async function listUsers(db: Kysely<Database>, query: UsersQuery): Promise<UsersList> {
  const rows = await findUsers(db, query, USERS_PAGE_SIZE + 1);
  const page = rows.slice(0, USERS_PAGE_SIZE);
  const caseloads = await countCaseloads(
    db,
    page.map((row) => row.id),
  );
  return {
    users: page.map((row) => ({ ...toManagedUser(row), caseloadSize: caseloads.get(row.id) ?? 0 })),
    nextBefore: rows.length > USERS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
