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

/** demo-client's id, their case worker, and another demo case worker who does not hold them. */
export interface DemoClientReach {
  clientId: number;
  worker: { id: number; username: string; email: string };
  otherWorkerUsername: string;
}

/**
 * Who reaches demo-client and who does not, read from the seed rather than assumed: the tests of a
 * client-facing route sign in as the client's own case worker and as another one (404 expected).
 */
export async function demoClientReach(db: Kysely<Database>): Promise<DemoClientReach> {
  const client = await db
    .selectFrom('users')
    .innerJoin('client_profiles as profile', 'profile.user_id', 'users.id')
    .innerJoin('users as worker', 'worker.id', 'profile.case_worker_id')
    .select(['users.id', 'worker.id as worker_id', 'worker.username', 'worker.email'])
    .where('users.username', '=', 'demo-client')
    .executeTakeFirstOrThrow();
  const other = await db
    .selectFrom('users')
    .select('username')
    .where('role', '=', 'caseWorker')
    .where('username', 'like', 'demo-caseworker%')
    .where('username', '!=', client.username)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    clientId: client.id,
    worker: { id: client.worker_id, username: client.username, email: client.email },
    otherWorkerUsername: other.username,
  };
}
