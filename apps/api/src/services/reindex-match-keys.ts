import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { FieldCipher } from '../lib/field-cipher.js';
import { UnopenableAnswers, matchKeysOfStored } from './sealing.js';
import type { SealedForm } from './sealing.js';
import { submissionPerson } from './submission-people.js';
import type { SubmissionTable } from './submission-people.js';

const TABLES = Object.keys(submissionPerson) as SubmissionTable[];
/** Rows read and rewritten per transaction: small enough to never hold locks for long. */
const BATCH = 500;

/** The form whose sealed fields a table's rows hold. */
const SEALED_FORM_OF: Partial<Record<SubmissionTable, SealedForm>> = {
  client_intake_submissions: 'clientIntake',
  volunteer_applications: 'volunteer',
};

export interface ReindexCounts {
  /** Rows whose keys were written. */
  updated: number;
  /** Rows read. */
  scanned: number;
  /** Rows left as they were: a sealed answer no configured key opens (table and id, never a value). */
  skipped: { table: SubmissionTable; id: number; field: string }[];
}

/**
 * Writes the duplicate-flag keys (blind indexes) of stored submissions: those stored before the
 * keys existed, or all of them after the data key changed (the keys are derived from it, so old
 * ones would never match new ones). Dates of birth are opened in memory to be keyed, never shown
 * to anyone or logged (services/sealing.ts). A row with a value no key opens is skipped and
 * reported, never a crash. Safe to run again: a row gets the same keys for the same key.
 * @example
 * await reindexMatchKeys(db, cipher, { all: false }); // { updated: 12, scanned: 12, skipped: [] }
 */
export async function reindexMatchKeys(
  db: Kysely<Database>,
  cipher: FieldCipher,
  { all }: { all: boolean },
): Promise<ReindexCounts> {
  const counts: ReindexCounts = { updated: 0, scanned: 0, skipped: [] };
  for (const table of TABLES) {
    let after = 0;
    for (;;) {
      const rows = await readBatch(db, table, after, all);
      if (rows.length === 0) break;
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          let keys;
          try {
            keys = matchKeysOfStored(cipher, table, SEALED_FORM_OF[table] ?? null, row.answers);
          } catch (error) {
            if (!(error instanceof UnopenableAnswers)) throw error;
            counts.skipped.push({ table, id: row.id, field: error.field });
            continue;
          }
          await trx.updateTable(table).set(keys).where('id', '=', row.id).execute();
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
  return rows.map(({ id, payload }) => ({ id, answers: payload }));
}
