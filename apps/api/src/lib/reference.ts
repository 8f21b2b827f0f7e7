import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';

const REFERENCE_PREFIX = 'PW';
const REFERENCE_DIGITS = 6;

/** Formats a submission number as a reference a person can read out on the phone: PW-2026-000123. */
export function formatReference(sequence: number, year: number): string {
  return `${REFERENCE_PREFIX}-${year}-${String(sequence).padStart(REFERENCE_DIGITS, '0')}`;
}

/** The next reference, drawn inside the caller's transaction so a failed insert leaves no record. */
export async function nextReference(trx: Transaction<Database>, now = new Date()): Promise<string> {
  const { rows } = await sql<{
    value: string | number;
  }>`select nextval('submission_reference_seq') as value`.execute(trx);
  const value = Number(rows[0]?.value);
  if (!Number.isSafeInteger(value)) throw new Error('submission_reference_seq returned no value');
  return formatReference(value, now.getFullYear());
}
