import type { OutboxRow } from '../../db/database.js';
import { FieldCipher } from '../../lib/field-cipher.js';

/**
 * Issue 25 H-3: a message that carries a way in (an invitation's or a reset's token) is stored with
 * a placeholder where the token stood, and the token itself sealed with the data key (AES-256-GCM),
 * so neither a database dump nor the data directory (PGlite's WAL included) holds a usable link
 * while the message is held, pending or retrying. The token is put back only in the copy handed to
 * SMTP, and the admin's outbox shows HIDDEN_LINK in its place.
 */

/** What an admin reads where a message's token stands. */
export const HIDDEN_LINK = '[link hidden]';

/** The stored stand-in for a message's `index`-th secret. */
export function secretPlaceholder(index: number): string {
  return `[[secret-${index}]]`;
}

interface MessageText {
  subject: string;
  text: string;
  html: string;
}

function replaceAll(text: string, find: string, replacement: string): string {
  return find === '' ? text : text.split(find).join(replacement);
}

/** Each secret in `text` replaced by `replacementOf(index)`. */
function replaceSecrets(
  text: string,
  secrets: readonly string[],
  replacementOf: (index: number) => string,
): string {
  return secrets.reduce(
    (result, secret, index) => replaceAll(result, secret, replacementOf(index)),
    text,
  );
}

/** The columns of a new outbox row: the rendered text with placeholders, and the secrets sealed. */
export function withSecretsSealed(
  rendered: MessageText,
  secrets: readonly string[],
  cipher: FieldCipher,
): { subject: string; text_body: string; html_body: string; secrets: string[] } {
  return {
    subject: replaceSecrets(rendered.subject, secrets, secretPlaceholder),
    text_body: replaceSecrets(rendered.text, secrets, secretPlaceholder),
    html_body: replaceSecrets(rendered.html, secrets, secretPlaceholder),
    secrets: secrets.map((secret) => cipher.seal(secret)),
  };
}

type StoredText = Pick<OutboxRow, 'subject' | 'text_body' | 'html_body' | 'secrets'>;

function fillPlaceholders(text: string, values: readonly string[]): string {
  return values.reduce(
    (result, value, index) => replaceAll(result, secretPlaceholder(index), value),
    text,
  );
}

/**
 * The message as it is sent: each placeholder replaced by its opened secret. A row written before
 * secrets were sealed still holds its token as it is, in `secrets` and in the text alike.
 */
export function openForSending(row: StoredText, cipher: FieldCipher): MessageText {
  const opened = row.secrets.map((secret) =>
    FieldCipher.isSealed(secret) ? cipher.open(secret) : secret,
  );
  return {
    subject: fillPlaceholders(row.subject, opened),
    text: fillPlaceholders(row.text_body, opened),
    html: fillPlaceholders(row.html_body, opened),
  };
}

/** The message as an admin may read it: no secret, sealed or (in an older row) as it is. */
export function hideSecrets(text: string, secrets: readonly string[]): string {
  const placeholdersHidden = fillPlaceholders(
    text,
    secrets.map(() => HIDDEN_LINK),
  );
  const legacy = secrets.filter((secret) => !FieldCipher.isSealed(secret));
  return replaceSecrets(placeholdersHidden, legacy, () => HIDDEN_LINK);
}
