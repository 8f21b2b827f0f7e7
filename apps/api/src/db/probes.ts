import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './database.js';

/** One trivial round trip: resolves when the database answers, rejects when it does not. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
