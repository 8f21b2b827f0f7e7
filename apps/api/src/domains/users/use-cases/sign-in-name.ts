import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { findUserByEmail } from '../repository.js';

/**
 * The username a sign-in is for: people may type their e-mail address instead (issue 32 D1: they
 * remember their address, not a name someone chose for them). New usernames never hold "@"
 * (USERNAME_PATTERN), so one that does is an address; with no account at that address the text
 * stays as typed (an account named before that rule). Resolving it first makes the address and the
 * name count as one account in the login throttle.
 */
export async function signInName(db: Kysely<Database>, usernameOrEmail: string): Promise<string> {
  if (!usernameOrEmail.includes('@')) return usernameOrEmail;
  const account = await findUserByEmail(db, usernameOrEmail);
  return account?.username ?? usernameOrEmail;
}
