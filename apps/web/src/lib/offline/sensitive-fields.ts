/**
 * The public forms that keep drafts and wait for a signal (issue 28), and which of their answers
 * are private. The API seals the same intake answers (apps/api/src/services/sensitive-fields.ts:
 * criminal history and its details, barriers, date of birth); the volunteer's date of birth is
 * private too. These are never written to IndexedDB unless the person ticks "This is my own phone".
 *
 * The donation form has none: it takes a pledge that staff arrange afterwards, so it never asks for
 * a card number, expiry, security code or bank details, and there is no card data to keep or leave
 * out. What it holds (type, amount, name, e-mail, an optional dedication and message, "anonymous")
 * is what the contact form keeps too; a pledge in the outbox carries no more than that. A card
 * number typed into its message anyway is never kept, on any form (card-numbers.ts).
 */
export const OFFLINE_FORMS = {
  contact: [],
  clientIntake: ['dateOfBirth', 'barriers', 'criminalHistory', 'criminalDetails'],
  employerPartnership: [],
  volunteerApplication: ['dateOfBirth'],
  employerOnboarding: [],
  donation: [],
  /** The screener's "Send this to a case worker": `case` is the record itself. */
  recordClearingReferral: ['case'],
} as const satisfies Record<string, readonly string[]>;

export type OfflineFormName = keyof typeof OFFLINE_FORMS;

export function sensitiveFieldsOf(form: OfflineFormName): readonly string[] {
  return OFFLINE_FORMS[form];
}

/** The answers less the private ones. */
export function withoutSensitive<T extends object>(values: T, form: OfflineFormName): Partial<T> {
  const sensitive = new Set<string>(sensitiveFieldsOf(form));
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !sensitive.has(field)),
  ) as Partial<T>;
}

/** True when any private answer holds something (a ticked box, a typed date). */
export function hasSensitiveAnswers(values: object, form: OfflineFormName): boolean {
  const entries = Object.entries(values) as [string, unknown][];
  const sensitive = new Set<string>(sensitiveFieldsOf(form));
  return entries.some(
    ([field, value]) =>
      sensitive.has(field) &&
      value !== '' &&
      value !== false &&
      value !== null &&
      value !== undefined,
  );
}
