/**
 * Validation words shared by every form (the schemas in @pathways/schemas use them; the browser and
 * the API show the same sentence).
 */

/**
 * A field held a character no database can keep: a NUL (U+0000), or half of a surrogate pair (what is
 * left of an emoji cut in two). It is refused rather than dropped or replaced, so what is stored is
 * always exactly what was sent.
 */
export const UNSTORABLE_TEXT_MESSAGE =
  'This contains a character we cannot save (a null character or a broken symbol). Please remove it or type the text again.';

/**
 * A field began like a sealed value ("enc:v1:…"): the server would take it for its own ciphertext,
 * so it is refused rather than stored (issue 25, M-2). No real answer starts that way.
 */
export const SEALED_PREFIX_MESSAGE =
  'This cannot start with “enc:” followed by a version (it looks like encrypted data). Please reword the start.';
