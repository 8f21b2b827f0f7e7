import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';

const REFERENCE_PREFIX = 'PW';
/**
 * The year in a reference is the year where the office is: a form sent at 11 p.m. on New Year's Eve
 * in Waterloo belongs to the old year, whatever the server's own time zone.
 */
const OFFICE_TIME_ZONE = 'America/Chicago';
const officeYear = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
});
const REFERENCE_DIGITS = 6;

/** Formats a submission number as a reference a person can read out on the phone: PW-2026-000123. */
export function formatReference(sequence: number, year: number): string {
  return `${REFERENCE_PREFIX}-${year}-${String(sequence).padStart(REFERENCE_DIGITS, '0')}`;
}

/**
 * The next reference, drawn inside the caller's transaction so a failed insert leaves no record.
 * `now` comes from the app's clock, so tests pin the year.
 */
export async function nextReference(trx: Transaction<Database>, now: Date): Promise<string> {
  const { rows } = await sql<{
    value: string | number;
  }>`select nextval('submission_reference_seq') as value`.execute(trx);
  const value = Number(rows[0]?.value);
  if (!Number.isSafeInteger(value)) throw new Error('submission_reference_seq returned no value');
  return formatReference(value, Number(officeYear.format(now)));
}
