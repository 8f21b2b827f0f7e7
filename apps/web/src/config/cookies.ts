/**
 * The cookies the browser reads, named once: the app and the boot (src/boot.ts) both read them,
 * and the boot must not carry the app's modules to do so.
 */

/** Set by the API at sign-in and cleared at sign-out or expiry; it only says a session may exist. */
export const SIGNED_IN_COOKIE = 'pathways.signed-in';

/** The reader's chosen language, set by the language switch (a preference, never personal data). */
export const LANGUAGE_COOKIE = 'pathways_language';

/** The value of one cookie in a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  return cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];
}
