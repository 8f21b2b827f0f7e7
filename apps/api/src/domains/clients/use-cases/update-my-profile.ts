import type { MyProfile, UpdateMyProfileInput, User } from '@pathways/schemas';
import type { Updateable } from 'kysely';
import type { ClientProfilesTable } from '../../../db/database.js';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import type { TimelineChanges } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { findClient, updateClientProfile } from '../repository.js';
import { NO_CASE } from './get-my-case.js';

type Input = Omit<UpdateMyProfileInput, 'version'> & { version: number };

/**
 * The client's own phone, employment goal and resume details, over the version read; each change
 * on the timeline their case worker reads. An emptied field is cleared; one left out, left alone.
 */
export async function updateMyProfile(
  ctx: UseCaseContext,
  actor: User,
  input: Input,
): Promise<MyProfile> {
  const before = await findClient(ctx.db, actor.id);
  if (!before) throw new HttpError(404, NO_CASE);
  const set: Updateable<ClientProfilesTable> = {};
  const changes: TimelineChanges = {};
  const fields = [
    ['phone', 'phone', before.phone],
    ['employmentGoal', 'employment_goal', before.employment_goal],
    ['resumeSummary', 'resume_summary', before.resume_summary],
  ] as const;
  for (const [field, column, old] of fields) {
    if (!(field in input)) continue;
    const next = input[field] ?? null;
    if (next === old) continue;
    set[column] = next;
    changes[field] = [old, next];
  }
  const saved = await inTransaction(ctx.db, async (trx) => {
    if (!(await updateClientProfile(trx, actor.id, input.version, set))) return false;
    if (Object.keys(changes).length > 0) {
      await recordTimelineEntry(trx, {
        clientId: actor.id,
        actorId: actor.id,
        at: ctx.now,
        action: 'profileUpdatedByClient',
        changes,
      });
    }
    return true;
  });
  const current = await findClient(ctx.db, actor.id);
  if (!saved || !current) {
    const message = `Your profile was changed elsewhere (it is now version ${current?.version ?? '?'}). Reload the page to see the changes, then make yours again.`;
    throw new HttpError(409, message, { version: [message] });
  }
  return {
    phone: current.phone,
    employmentGoal: current.employment_goal,
    resumeSummary: current.resume_summary,
    version: current.version,
  };
}
