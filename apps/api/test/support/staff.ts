import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database.js';

/**
 * Another active case worker with the demo password (copied from demo-caseworker's hash), for the
 * "another caseload" rows: a real account, without walking through an invitation in every file.
 */
export async function addCaseWorker(db: Kysely<Database>, username: string): Promise<number> {
  const model = await db
    .selectFrom('users')
    .select('password')
    .where('username', '=', 'demo-caseworker')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('users')
    .values({
      username,
      password: model.password,
      email: `${username}@example.org`,
      role: 'caseWorker',
      full_name: `Case Worker ${username}`,
      phone: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
