import type { InviteStaffInput, InvitedUser } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { HttpError } from '../../../lib/http-error.js';
import type { Outbox } from '../../outbox/outbox.js';
import { isUniqueViolation, throwIfTaken } from '../policy.js';
import { insertUser, toManagedUser } from '../repository.js';
import { NO_PASSWORD_YET, createInvitation } from './create-invitation.js';

/** An admin invites a case worker or admin: an account without a password, and a one-time link. */
export async function inviteStaff(
  db: Kysely<Database>,
  outbox: Outbox,
  { input, invitedBy }: { input: InviteStaffInput; invitedBy: string },
): Promise<InvitedUser> {
  await throwIfTaken(db, input.username, input.email);
  return db
    .transaction()
    .execute(async (trx) => {
      const row = await insertUser(trx, {
        username: input.username,
        password: NO_PASSWORD_YET,
        email: input.email,
        role: input.role,
        full_name: input.fullName,
        phone: null,
      });
      const invitation = await createInvitation(trx, outbox, row, invitedBy);
      return { user: toManagedUser(row), invitation };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new HttpError(409, 'That username or email is already taken');
      throw error;
    });
}
