import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { FieldCipher } from '../lib/field-cipher.js';
import { openAnswers } from './sensitive-fields.js';
import { submissionKeys, submissionPerson } from './submission-people.js';
import type { SubmissionTable } from './submission-people.js';

const TABLES = Object.keys(submissionPerson) as SubmissionTable[];
/** Rows read and rewritten per transaction: small enough to never hold locks for long. */
const BATCH = 500;

export interface ReindexCounts {
  /** Rows whose keys were written. */
  updated: number;
  /** Rows read. */
  scanned: number;
}

/**
 * Writes the duplicate-flag keys (blind indexes) of stored submissions: those stored before the
 * keys existed, or all of them after the data key changed (the keys are derived from it, so old
 * ones would never match new ones). Dates of birth are opened in memory to be keyed, never shown
 * to anyone or logged. Safe to run again: a row gets the same keys for the same key.
 * @example
 * await reindexMatchKeys(db, cipher, { all: false }); // { updated: 12, scanned: 12 }
 */
export async function reindexMatchKeys(
  db: Kysely<Database>,
  cipher: FieldCipher,
  { all }: { all: boolean },
): Promise<ReindexCounts> {
  const counts: ReindexCounts = { updated: 0, scanned: 0 };
  for (const table of TABLES) {
    let after = 0;
    for (;;) {
      const rows = await readBatch(db, table, after, all);
      if (rows.length === 0) break;
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          await trx
            .updateTable(table)
            .set(submissionKeys(cipher, table, openAnswers(cipher, row.answers)))
            .where('id', '=', row.id)
            .execute();
          counts.updated += 1;
        }
      });
      counts.scanned += rows.length;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }
  return counts;
}

/** The next rows after `after` by id: the contact form keeps its fields in columns, the others in JSON. */
async function readBatch(
  db: Kysely<Database>,
  table: SubmissionTable,
  after: number,
  all: boolean,
): Promise<{ id: number; answers: Record<string, unknown> }[]> {
  if (table === 'contact_submissions') {
    const rows = await db
      .selectFrom('contact_submissions')
      .select(['id', 'name', 'phone'])
      .where('id', '>', after)
      .$if(!all, (query) => query.where('phone_key', 'is', null).where('name_dob_key', 'is', null))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    return rows.map(({ id, name, phone }) => ({ id, answers: { name, phone } }));
  }
  const rows = await db
    .selectFrom(table)
    .select(['id', 'payload'])
    .where('id', '>', after)
    .$if(!all, (query) => query.where('phone_key', 'is', null).where('name_dob_key', 'is', null))
    .orderBy('id')
    .limit(BATCH)
    .execute();
  return rows.map(({ id, payload }) => ({
    id,
    answers: (typeof payload === 'string' ? JSON.parse(payload) : payload) as Record<
      string,
      unknown
    >,
  }));
}
