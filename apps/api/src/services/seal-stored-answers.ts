import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { FieldCipher } from '../lib/field-cipher.js';
import { sealValue } from './sealing.js';

/** Rows sealed per transaction. */
const BATCH = 500;

/**
 * The data half of migration 2026-11-28T19-00-00 (issue 25, M-1): volunteers' dates of birth
 * stored in plaintext before they were sealed are sealed in place. It needs the data key, which a
 * schema migration does not hold, so it runs right after the migrations at every start; once
 * nothing is left in plaintext it reads no rows. Returns how many rows it sealed.
 */
export async function sealPlaintextDatesOfBirth(
  db: Kysely<Database>,
  cipher: FieldCipher,
): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('volunteer_applications')
      .select(['id', 'payload'])
      .where(sql<boolean>`payload ? 'dateOfBirth'`)
      .where(
        sql<boolean>`jsonb_typeof(payload->'dateOfBirth') <> 'string'
        or left(payload->>'dateOfBirth', 7) <> 'enc:v1:'`,
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return sealed;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const payload = {
          ...row.payload,
          dateOfBirth: sealValue(cipher, row.payload['dateOfBirth']),
        };
        await trx
          .updateTable('volunteer_applications')
          .set({ payload: JSON.stringify(payload) })
          .where('id', '=', row.id)
          .execute();
      }
    });
    sealed += rows.length;
  }
}
