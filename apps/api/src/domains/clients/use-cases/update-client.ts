import type { ClientRecord, ClientStatus, PreferredLanguage, User } from '@pathways/schemas';
import type { Updateable } from 'kysely';
import type { ClientProfilesTable } from '../../../db/database.js';
import { HttpError } from '../../../lib/http-error.js';
import { findActiveStaff, findUserById, saveMailSettings } from '../../users/repository.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import type { TimelineChanges } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { assertMayChangeCaseWorker, clientWithinReach } from '../policy.js';
import { findClient, updateClientProfile } from '../repository.js';
import { recordOf } from './get-client-record.js';

interface Input {
  clientId: number;
  version: number;
  status?: ClientStatus | undefined;
  /** null empties the field; undefined leaves it as it is. */
  employmentGoal?: string | null | undefined;
  housingStatus?: string | null | undefined;
  phone?: string | null | undefined;
  preferredLanguage?: PreferredLanguage | undefined;
  caseWorkerId?: number | undefined;
}

/**
 * Changes a client's profile over the version the caller read, each change on the timeline with
 * its old and new values; a stale version changes nothing and answers 409.
 */
export async function updateClient(
  ctx: UseCaseContext,
  actor: User,
  input: Input,
): Promise<ClientRecord> {
  const before = await clientWithinReach(ctx.db, actor, input.clientId);
  const receiver =
    input.caseWorkerId === undefined
      ? undefined
      : await findActiveStaff(ctx.db, input.caseWorkerId);
  if (input.caseWorkerId !== undefined) {
    assertMayChangeCaseWorker(actor);
    if (!receiver) {
      throw new HttpError(400, 'Please choose an active case worker', {
        caseWorkerId: ['Please choose an active case worker'],
      });
    }
  }
  const changes: TimelineChanges = {};
  const set: Updateable<ClientProfilesTable> = {};
  if (input.status !== undefined && input.status !== before.current_status) {
    set.current_status = input.status;
    changes['status'] = [before.current_status, input.status];
  }
  if (input.employmentGoal !== undefined && input.employmentGoal !== before.employment_goal) {
    set.employment_goal = input.employmentGoal;
    changes['employmentGoal'] = [before.employment_goal, input.employmentGoal];
  }
  if (input.housingStatus !== undefined && input.housingStatus !== before.housing_status) {
    set.housing_status = input.housingStatus;
    changes['housingStatus'] = [before.housing_status, input.housingStatus];
  }
  if (input.phone !== undefined && input.phone !== before.phone) {
    set.phone = input.phone;
    changes['phone'] = [before.phone, input.phone];
  }
  // Kept on the account (every e-mail to the person reads it), versioned with the profile.
  const language =
    input.preferredLanguage !== undefined && input.preferredLanguage !== before.preferred_language
      ? input.preferredLanguage
      : undefined;
  if (language) changes['preferredLanguage'] = [before.preferred_language, language];
  if (receiver && receiver.id !== before.case_worker_id) {
    set.case_worker_id = receiver.id;
    // Names, as the caseload move writes them: the history is read by people, not by the database.
    const previous =
      before.case_worker_id === null
        ? undefined
        : await findUserById(ctx.db, before.case_worker_id);
    changes['caseWorker'] = [previous?.full_name ?? null, receiver.full_name];
  }
  const saved = await inTransaction(ctx.db, async (trx) => {
    if (!(await updateClientProfile(trx, input.clientId, input.version, set))) return false;
    if (language) await saveMailSettings(trx, input.clientId, { preferred_language: language });
    if (Object.keys(changes).length > 0) {
      await recordTimelineEntry(trx, {
        clientId: input.clientId,
        actorId: actor.id,
        at: ctx.now,
        action: 'profileUpdated',
        changes,
      });
    }
    return true;
  });
  if (!saved) {
    const current = await findClient(ctx.db, input.clientId);
    const message = `Someone else saved this record first (it is now version ${current?.version ?? '?'}). Reload it to see their changes, then make yours again.`;
    throw new HttpError(409, message, { version: [message] });
  }
  return recordOf(ctx, await clientWithinReach(ctx.db, actor, input.clientId));
}
