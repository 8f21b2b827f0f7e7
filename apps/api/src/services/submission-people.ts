import type { FieldCipher } from '../lib/field-cipher.js';
import type { FormTable } from '../domains/inbox/repository.js';
import { matchKeys } from './match-keys.js';
import type { MatchKeys } from './match-keys.js';

/** Every table a public form stores into, the contact form's own included. */
export type SubmissionTable = FormTable | 'contact_submissions';

/** Who a submission is about, as the inbox's duplicate flags compare people. */
export interface SubmissionPerson {
  phone?: string | null | undefined;
  name: string;
  dateOfBirth?: string | null | undefined;
}

type Answers = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const fullName = (answers: Answers) =>
  `${text(answers['firstName']) ?? ''} ${text(answers['lastName']) ?? ''}`.trim();

/**
 * The person of each form, read from its answers (the date of birth already opened). One list for
 * the routes that store a submission and for the re-indexing of stored ones, so both key a person
 * alike. null: the form is about a company or a gift, never flagged as a duplicate person.
 */
export const submissionPerson: Record<
  SubmissionTable,
  (answers: Answers) => SubmissionPerson | null
> = {
  contact_submissions: (answers) => ({
    phone: text(answers['phone']),
    name: text(answers['name']) ?? '',
  }),
  client_intake_submissions: (answers) => ({
    phone: text(answers['phone']),
    name: fullName(answers),
    dateOfBirth: text(answers['dateOfBirth']),
  }),
  employer_partnership_submissions: (answers) => ({
    phone: text(answers['phone']),
    name: text(answers['contactName']) ?? '',
  }),
  volunteer_applications: (answers) => ({
    phone: text(answers['phone']),
    name: fullName(answers),
    dateOfBirth: text(answers['dateOfBirth']),
  }),
  employer_onboarding_submissions: () => null,
  donation_pledges: () => null,
  record_clearing_screenings: (answers) => ({
    phone: text(answers['phone']),
    name: text(answers['name']) ?? '',
  }),
};

/** The duplicate-flag keys of a submission to `table` (none for a company or a gift). */
export function submissionKeys(
  cipher: FieldCipher,
  table: SubmissionTable,
  answers: Answers,
): MatchKeys {
  const person = submissionPerson[table](answers);
  return person === null ? { phone_key: null, name_dob_key: null } : matchKeys(cipher, person);
}
