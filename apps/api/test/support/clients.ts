import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database.js';

/**
 * A client account with the demo password (copied from demo-client's hash) and a case file held by
 * `caseWorkerId`: tests that need clients of their own, without walking through an intake.
 */
export async function addClient(
  db: Kysely<Database>,
  {
    username,
    fullName,
    caseWorkerId,
  }: { username: string; fullName: string; caseWorkerId: number },
): Promise<number> {
  const model = await db
    .selectFrom('users')
    .select('password')
    .where('username', '=', 'demo-client')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      username,
      password: model.password,
      email: `${username}@example.org`,
      role: 'client',
      full_name: fullName,
      phone: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('client_profiles')
    .values({ user_id: user.id, case_worker_id: caseWorkerId })
    .execute();
  return user.id;
}
