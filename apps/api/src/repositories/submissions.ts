import type { Kysely } from 'kysely';
import type { ContactSubmission, SubmissionReceipt } from '@pathways/schemas';
import type { Database } from '../db/database.js';
import { nextReference } from '../lib/reference.js';

/** The tables that keep a whole form as JSON next to the name and email staff search by. */
export type FormTable =
  'client_intake_submissions' | 'employer_partnership_submissions' | 'volunteer_applications';

export function insertContactSubmission(
  db: Kysely<Database>,
  contact: ContactSubmission,
): Promise<SubmissionReceipt> {
  return db.transaction().execute(async (trx) => {
    const reference = await nextReference(trx);
    return trx
      .insertInto('contact_submissions')
      .values({ reference, ...contact })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
  });
}

export function insertFormSubmission(
  db: Kysely<Database>,
  table: FormTable,
  submission: { name: string; email: string; payload: Record<string, unknown> },
): Promise<SubmissionReceipt> {
  return db.transaction().execute(async (trx) => {
    const reference = await nextReference(trx);
    return trx
      .insertInto(table)
      .values({
        reference,
        name: submission.name,
        email: submission.email,
        payload: JSON.stringify(submission.payload),
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
  });
}
