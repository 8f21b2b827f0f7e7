import type { MailLanguage } from '@pathways/content';
import type { Kysely, Transaction } from 'kysely';
import type { ContactSubmission, SubmissionReceipt } from '@pathways/schemas';
import type { Database } from '../../../db/database.js';
import { nextReference } from '../../../lib/reference.js';
import type { MatchKeys } from '../../../services/match-keys.js';

/** Work that must commit with the submission or not at all (its e-mail in the outbox). */
export type WithSubmission = (
  trx: Transaction<Database>,
  stored: SubmissionReceipt,
) => Promise<void>;

/** The tables that keep a whole form as JSON next to the name and email staff search by. */
export type FormTable =
  | 'client_intake_submissions'
  | 'employer_partnership_submissions'
  | 'volunteer_applications'
  | 'employer_onboarding_submissions'
  | 'donation_pledges'
  | 'record_clearing_screenings';

export function insertContactSubmission(
  db: Kysely<Database>,
  now: Date,
  contact: ContactSubmission,
  withSubmission?: WithSubmission,
  keys?: MatchKeys,
  language?: MailLanguage,
): Promise<SubmissionReceipt> {
  return db.transaction().execute(async (trx) => {
    const reference = await nextReference(trx, now);
    const stored = await trx
      .insertInto('contact_submissions')
      .values({ reference, ...contact, ...keys, language: language ?? null })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
    await withSubmission?.(trx, stored);
    return stored;
  });
}

export function insertFormSubmission(
  db: Kysely<Database>,
  now: Date,
  table: FormTable,
  submission: {
    name: string;
    email: string;
    payload: Record<string, unknown>;
    /** Blind indexes for the inbox's duplicate flags (services/match-keys.ts). */
    keys?: MatchKeys;
    /** The language of the page it was sent from, for staff replies. */
    language?: MailLanguage;
  },
  withSubmission?: WithSubmission,
): Promise<SubmissionReceipt> {
  return db.transaction().execute(async (trx) => {
    const reference = await nextReference(trx, now);
    const stored = await trx
      .insertInto(table)
      .values({
        reference,
        name: submission.name,
        email: submission.email,
        payload: JSON.stringify(submission.payload),
        ...submission.keys,
        language: submission.language ?? null,
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
    await withSubmission?.(trx, stored);
    return stored;
  });
}
