import { MAX_SHORT_TEXT, text } from './fields.js';

/** A line break in a field meant for one line (a name, a subject) could forge a mail header or a CSV row. */
export const SINGLE_LINE_MESSAGE = 'Please keep this on one line';
const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;

/**
 * `text()` for a one-line field (names, usernames, subjects, phone numbers, titles): carriage
 * returns and line feeds are refused with a field error, not stored.
 * @example
 * singleLineText(2, 'Please enter your full name').safeParse('Ann\r\nBcc: x').success // false
 */
export function singleLineText(min: number, message: string, max: number = MAX_SHORT_TEXT) {
  return text(min, message, max).refine((value) => !LINE_BREAK.test(value), {
    error: SINGLE_LINE_MESSAGE,
  });
}

export const USERNAME_CHARACTERS_MESSAGE =
  'Usernames may use only lowercase letters, digits, dots, hyphens and underscores';
const USERNAME_PATTERN = /^[a-z0-9._-]+$/;

/**
 * A new username: NFKC-normalised and lower-cased (so look-alike and differently cased names are
 * one name), then only `a-z 0-9 . _ -`.
 * @example
 * usernameText(3, 'Username must be at least 3 characters', 50).parse('Demo-Client') // 'demo-client'
 */
export function usernameText(min: number, message: string, max: number) {
  return text(min, message, max)
    .overwrite((value) => value.normalize('NFKC').toLowerCase())
    .regex(USERNAME_PATTERN, { error: USERNAME_CHARACTERS_MESSAGE });
}
