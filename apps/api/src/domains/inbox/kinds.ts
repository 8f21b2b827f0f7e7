import type { InboxKind } from '@pathways/schemas';
import type { Database } from '../../db/database.js';

/** A table that holds one kind of submission, with the inbox's columns (status, assigned_to). */
export type SubmissionTable = keyof Pick<
  Database,
  | 'contact_submissions'
  | 'client_intake_submissions'
  | 'employer_partnership_submissions'
  | 'volunteer_applications'
  | 'employer_onboarding_submissions'
  | 'donation_pledges'
  | 'record_clearing_screenings'
>;

export interface InboxKindEntry {
  kind: InboxKind;
  table: SubmissionTable;
  /** The form's answers as staff read them, from the stored row. */
  answersOf(row: Record<string, unknown>): Record<string, unknown>;
}

function payloadOf(row: Record<string, unknown>): Record<string, unknown> {
  const payload = row['payload'];
  return typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>)
    : {};
}

/**
 * The kinds of submission the staff inbox lists, one per table. A new form gives its table the
 * inbox's columns in a migration and gets an entry here; nothing else changes.
 */
export const inboxKindRegistry: Record<InboxKind, InboxKindEntry> = {
  contact: {
    kind: 'contact',
    table: 'contact_submissions',
    answersOf: (row) => ({ phone: row['phone'], subject: row['subject'], message: row['message'] }),
  },
  clientIntake: { kind: 'clientIntake', table: 'client_intake_submissions', answersOf: payloadOf },
  employerPartnership: {
    kind: 'employerPartnership',
    table: 'employer_partnership_submissions',
    answersOf: payloadOf,
  },
  volunteer: { kind: 'volunteer', table: 'volunteer_applications', answersOf: payloadOf },
  employerOnboarding: {
    kind: 'employerOnboarding',
    table: 'employer_onboarding_submissions',
    answersOf: payloadOf,
  },
  donationPledge: { kind: 'donationPledge', table: 'donation_pledges', answersOf: payloadOf },
  // The case and the answer are sealed: staff see them as protected until opened (and logged).
  recordClearing: {
    kind: 'recordClearing',
    table: 'record_clearing_screenings',
    answersOf: payloadOf,
  },
};
