import { z } from './zod.js';

/** The largest value of a PostgreSQL `integer` (serial ids); a larger id cannot exist. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** An instant as the API writes it: ISO 8601 in UTC ("2026-11-23T14:05:00.000Z"). */
export const timestampSchema = z.iso.datetime();

/** A record id in a path ("/api/clients/:id"): a positive whole number a database id can be. */
export const recordIdSchema = z.coerce.number().int().positive().max(MAX_DATABASE_ID);
export const idParamsSchema = z.object({ id: recordIdSchema });

/**
 * A row version a caller read (optimistic locking): a positive whole number a PostgreSQL `integer`
 * can hold, so a larger one is a field error, never a database overflow.
 */
export function versionSchema(message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_DATABASE_ID, { error: message });
}

/** What every form endpoint answers with 201 (DESIGN.md §3): the stored id and a reference to quote. */
export const submissionReceiptSchema = z.object({
  id: z.number().int(),
  /** Quoted by the person who sent it and searched for by staff, e.g. "PW-2026-000123". */
  reference: z.string(),
});
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;
