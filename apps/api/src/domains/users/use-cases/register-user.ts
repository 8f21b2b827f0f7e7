import type { RegisterInput, User } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { HttpError } from '../../../lib/http-error.js';
import { hashPassword } from '../../../lib/passwords.js';
import { isUniqueViolation, throwIfTaken } from '../policy.js';
import { insertEmptyClientProfile } from '../../clients/repository.js';
import { insertUser, toUser } from '../repository.js';

/** Public registration (a client or an employer); a client gets an empty case file with the account. */
export async function registerUser(
  db: Kysely<Database>,
  input: RegisterInput,
  language: 'en' | 'es' = 'en',
): Promise<User> {
  await throwIfTaken(db, input.username, input.email);
  const password = await hashPassword(input.password);
  const row = await db
    .transaction()
    .execute(async (trx) => {
      const user = await insertUser(trx, {
        username: input.username,
        password,
        email: input.email,
        role: input.role,
        full_name: input.fullName,
        phone: null,
        // The language of the page they signed up on: their e-mail goes in it from now on.
        preferred_language: language,
      });
      if (user.role === 'client') await insertEmptyClientProfile(trx, user.id);
      return user;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new HttpError(409, 'That username or email is already taken');
      throw error;
    });
  return toUser(row);
}
