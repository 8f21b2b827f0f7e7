import type { Session } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

/** What the store needs to know of a session to expire it in the database. */
export interface SessionExpiry {
  expiresAt(session: Session): Date;
}

/**
 * @fastify/session store over Kysely: one `sessions` table, so it works the same on PGlite and
 * PostgreSQL and any number of API instances share sign-ins. Expired rows read as missing.
 */
export class KyselySessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly expiry: SessionExpiry,
  ) {}

  set(sid: string, session: Session, callback: Callback): void {
    const data = JSON.stringify(session);
    const expiresAt = this.expiry.expiresAt(session);
    this.db
      .insertInto('sessions')
      .values({ sid, data, expires_at: expiresAt })
      .onConflict((oc) => oc.column('sid').doUpdateSet({ data, expires_at: expiresAt }))
      .execute()
      .then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback): void {
    this.db
      .selectFrom('sessions')
      .select('data')
      .where('sid', '=', sid)
      .where('expires_at', '>', new Date())
      .executeTakeFirst()
      .then((row) => callback(null, row ? (row.data as unknown as Session) : null), callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }

  /** Drops rows past their expiry; sign-ins that lapsed are never read again. */
  async prune(now = new Date()): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}

/** Signs a user out everywhere: every session of theirs ends (a new password, a deactivation). */
export async function endSessionsOfUser(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where(sql<string>`data->>'userId'`, '=', String(userId))
    .execute();
}
