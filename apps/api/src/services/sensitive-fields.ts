import { FieldCipher } from '../lib/field-cipher.js';

/**
 * The answers of a client intake that are never stored in plaintext (issue 13): criminal history,
 * barriers (recovery, mental health) and date of birth. This list is the one place that says which;
 * everything that stores or shows an intake goes through `sealAnswers` / `openAnswers`.
 */
export const SENSITIVE_INTAKE_FIELDS = [
  'dateOfBirth',
  'barriers',
  'criminalHistory',
  'criminalDetails',
] as const;
export type SensitiveIntakeField = (typeof SENSITIVE_INTAKE_FIELDS)[number];

const sensitive = new Set<string>(SENSITIVE_INTAKE_FIELDS);

/** What staff without need-to-know read in place of a sealed answer. */
export const PROTECTED_PLACEHOLDER = '[protected]';

/** The answers with each sensitive one sealed (its JSON value encrypted); the rest unchanged. */
export function sealAnswers(
  cipher: FieldCipher,
  answers: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).map(([field, value]) => [
      field,
      sensitive.has(field) && value !== undefined && !FieldCipher.isSealed(value)
        ? cipher.seal(JSON.stringify(value))
        : value,
    ]),
  );
}

/** The answers with every sealed value opened. */
export function openAnswers(
  cipher: FieldCipher,
  answers: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).map(([field, value]) => [
      field,
      FieldCipher.isSealed(value) ? (JSON.parse(cipher.open(value)) as unknown) : value,
    ]),
  );
}

/** The answers with every sealed value replaced by the placeholder, and the names of those fields. */
export function maskAnswers(answers: Readonly<Record<string, unknown>>): {
  answers: Record<string, unknown>;
  protectedFields: string[];
} {
  const protectedFields = Object.keys(answers).filter((field) =>
    FieldCipher.isSealed(answers[field]),
  );
  return {
    answers: Object.fromEntries(
      Object.entries(answers).map(([field, value]) => [
        field,
        FieldCipher.isSealed(value) ? PROTECTED_PLACEHOLDER : value,
      ]),
    ),
    protectedFields,
  };
}
