import type { FieldCipher } from '../lib/field-cipher.js';

/** Fewer digits than this is not a phone number anyone could be found by. */
const MIN_PHONE_DIGITS = 7;
/** A North American number written with its country code: 1 and ten digits. */
const NANP_WITH_COUNTRY_CODE = 11;

/** The digits of a phone number, without the leading 1 of +1; undefined when too short to match. */
export function normalisePhone(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.length === NANP_WITH_COUNTRY_CODE && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length >= MIN_PHONE_DIGITS ? national : undefined;
}

/** A name as people retype it: case, accents' composed forms and spacing do not matter. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface MatchKeys {
  phone_key: string | null;
  name_dob_key: string | null;
}

/**
 * The blind indexes stored beside a submission, so the inbox can flag likely duplicates by phone and
 * by name + date of birth while the date of birth stays sealed. They only flag: a person decides.
 * @example
 * matchKeys(cipher, { phone: '(319) 555-0100', name: 'Ana Ruiz', dateOfBirth: '1990-04-01' });
 */
export function matchKeys(
  cipher: FieldCipher,
  person: { phone?: string | null; name: string; dateOfBirth?: string | null },
): MatchKeys {
  const phone = person.phone ? normalisePhone(person.phone) : undefined;
  return {
    phone_key: phone === undefined ? null : cipher.blindIndex(`phone:${phone}`),
    name_dob_key: person.dateOfBirth
      ? cipher.blindIndex(`name-dob:${normaliseName(person.name)}|${person.dateOfBirth}`)
      : null,
  };
}
