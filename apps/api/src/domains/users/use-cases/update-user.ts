import type { ManagedUser, UpdateUserInput } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { HttpError } from '../../../lib/http-error.js';
import { endSessionsOfUser } from '../../../session/kysely-session-store.js';
import { checkUserChange } from '../policy.js';
import {
  countCaseloads,
  findUserById,
  lockActiveAdminIds,
  toManagedUser,
  updateUser as saveUser,
  withdrawOpenLinks,
} from '../repository.js';

export const NO_SUCH_USER = 'No such user';

/**
 * An admin changes an account's role or deactivates it (Admin › Users). One transaction holds the
 * active admins' rows while it checks and writes (policy.ts), so concurrent changes cannot leave the
 * portal without an admin. A deactivated or re-roled account's sessions end and its open
 * invitation and reset links die.
 */
export async function updateUser(
  db: Kysely<Database>,
  {
    actorId,
    userId,
    change,
    now,
  }: {
    actorId: number;
    userId: number;
    change: UpdateUserInput;
    now: Date;
  },
): Promise<ManagedUser> {
  return db.transaction().execute(async (trx) => {
    const activeAdminIds = await lockActiveAdminIds(trx);
    const existing = await findUserById(trx, userId);
    if (!existing) throw new HttpError(404, NO_SUCH_USER);
    const caseloadSize = (await countCaseloads(trx, [existing.id])).get(existing.id) ?? 0;
    checkUserChange({ actorId, existing, change, activeAdminIds, caseloadSize });
    const deactivatedAt =
      change.active === undefined
        ? undefined
        : change.active
          ? null
          : (existing.deactivated_at ?? now);
    const updated = await saveUser(trx, userId, {
      ...(change.role ? { role: change.role } : {}),
      ...(deactivatedAt !== undefined ? { deactivated_at: deactivatedAt } : {}),
    });
    if (!updated) throw new HttpError(404, NO_SUCH_USER);
    // A deactivated account, or one whose role changed, signs in afresh (or not at all).
    if (change.active === false || (change.role && change.role !== existing.role)) {
      await endSessionsOfUser(trx, userId);
      await withdrawOpenLinks(trx, userId, now);
    }
    return toManagedUser(updated);
  });
}
