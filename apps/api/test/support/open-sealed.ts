import { FieldCipher } from '../../src/lib/field-cipher.js';

/**
 * A test's look at what a stored row opens to, with the app's key: the API itself opens sealed
 * fields only through services/sealing.ts (which logs every read).
 */
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
