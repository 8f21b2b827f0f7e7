import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
// The page the e-mailed link opens is the web's (resetLinkPath in @pathways/schemas): the token
// rides in the fragment, which no server or Referer sees.

/** Only a hash is stored: a copy of the database resets nobody's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new one-time token for a reset or an invitation link. */
export function newLinkToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}
