import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';

/** The database, or a transaction on it: every repository query takes either. */
export type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` in one transaction: a new one on the database, or the caller's own when it already
 * holds one (so a use case called from another commits with it, never on its own).
 * @example
 * await inTransaction(db, (trx) => addMilestone(trx, actor, input));
 */
export function inTransaction<T>(
  db: Queryable,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
