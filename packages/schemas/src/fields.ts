import { SEALED_PREFIX_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '@pathways/content';
import { z } from './zod.js';
import { singleLineText } from './text.js';

/** Upper bounds keep one form post small enough to store and read back; generous for real answers. */
export const MAX_SHORT_TEXT = 120;
export const MAX_LONG_TEXT = 5000;

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const PHONE_MESSAGE = 'Please enter a valid phone number';
export const MIN_PHONE_LENGTH = 10;
const MAX_PHONE_LENGTH = 30;

const NUL = String.fromCharCode(0);
/** A UTF-16 surrogate without its partner (half of an emoji). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when PostgreSQL can keep the text exactly as it is: its `text` and `jsonb` refuse NUL, and a
 * lone surrogate is not Unicode (a driver would store U+FFFD in its place, or the database refuse it).
 * @example
 * isStorableText('Zoë 👋') // true
 * isStorableText('a\u0000b') // false
 * isStorableText('\ud83d') // false
 */
export function isStorableText(value: string): boolean {
  return !value.includes(NUL) && !LONE_SURROGATE.test(value);
}

/** How the server marks its own sealed values (apps/api lib/field-cipher.ts): "enc:v1:…". */
const SEALED_PREFIX = /^\s*enc:v\d+:/i;

/**
 * True unless the text starts like a sealed value, which the server must never take for one.
 * @example
 * looksSealed('enc:v1:abc:...') // true
 * looksSealed('Encouraged by my sister') // false
 */
export function looksSealed(value: string): boolean {
  return SEALED_PREFIX.test(value);
}

/**
 * The start of every text field the API accepts: a string the database can hold exactly. The check
 * comes first and stops the others, so the message names the real problem.
 * @example
 * const city = storableString('Please enter your city').trim().min(2);
 */
export function storableString(message: string) {
  return z
    .string({ error: message })
    .refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true })
    .refine((value) => !looksSealed(value), { error: SEALED_PREFIX_MESSAGE, abort: true });
}

/**
 * Free text with a minimum length once surrounding spaces are trimmed, so "   " never passes.
 * The same message covers a missing value, a wrong type and a too-short answer.
 */
export function text(min: number, message: string, max: number = MAX_SHORT_TEXT) {
  return storableString(message)
    .trim()
    .min(min, { error: message })
    .max(max, { error: `Please keep this under ${max.toLocaleString('en-US')} characters` });
}

/** Long free text (descriptions, goals, messages). */
export function longText(min: number, message: string) {
  return text(min, message, MAX_LONG_TEXT);
}

/** Optional free text: absent, null or blank all mean "not given" and come out as undefined. */
export function optionalText(max: number = MAX_LONG_TEXT) {
  return storableString('Please enter text')
    .trim()
    .max(max, { error: `Please keep this under ${max.toLocaleString('en-US')} characters` })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

export function email(message: string = EMAIL_MESSAGE) {
  return storableString(message)
    .trim()
    .max(MAX_SHORT_TEXT * 2, { error: message })
    .pipe(z.email({ error: message }));
}

export function phone(message: string = PHONE_MESSAGE) {
  return singleLineText(MIN_PHONE_LENGTH, message, MAX_PHONE_LENGTH);
}

/** A checkbox that must be ticked (consent, terms). */
export function mustAccept(message: string) {
  return z.literal(true, { error: message });
}

/** Accepts "https://acme.com", "http://acme.com" and a bare "acme.com" or "www.acme.com". */
export function isWebAddress(value: string): boolean {
  const candidate = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  if (!URL.canParse(candidate)) return false;
  const url = new URL(candidate);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname)
  );
}

/** A website field that may be left empty. */
export function optionalWebsite(message: string) {
  return storableString(message)
    .trim()
    .max(MAX_SHORT_TEXT * 2, { error: message })
    .refine((value) => value === '' || isWebAddress(value), { error: message })
    .optional();
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-mm-dd date (what `<input type="date">` gives) that exists and is not in the future. */
export function pastDate(message: string) {
  return storableString(message)
    .trim()
    .min(1, { error: message })
    .refine(
      (value) => {
        if (!ISO_DATE.test(value)) return false;
        const date = new Date(`${value}T00:00:00Z`);
        return (
          !Number.isNaN(date.getTime()) &&
          date.toISOString().startsWith(value) &&
          date.getTime() <= Date.now()
        );
      },
      { error: message },
    );
}
