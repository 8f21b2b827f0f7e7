import type { User } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { burnPasswordCheck, verifyPassword } from '../../../lib/passwords.js';
import { findUserByUsername, toUser } from '../repository.js';

/**
 * The account a username and password open, or undefined. An unknown name costs as much time as a
 * wrong password, and a deactivated account reads as a wrong password: the answer does not say it exists.
 */
export async function checkCredentials(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<User | undefined> {
  const row = await findUserByUsername(db, username);
  const valid = row
    ? await verifyPassword(row.password, password)
    : (await burnPasswordCheck(password), false);
  if (!row || !valid || row.deactivated_at) return undefined;
  return toUser(row);
}
