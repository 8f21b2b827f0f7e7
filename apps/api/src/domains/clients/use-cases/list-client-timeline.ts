import type { PageQuery, TimelinePage, User } from '@pathways/schemas';
import { listTimeline } from '../../../services/timeline.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../policy.js';
import { nextBefore } from './get-client-record.js';

/** A page of a client's history, newest first. */
export async function listClientTimeline(
  ctx: UseCaseContext,
  actor: User,
  input: { clientId: number } & PageQuery,
): Promise<TimelinePage> {
  await clientWithinReach(ctx.db, actor, input.clientId);
  const rows = await listTimeline(ctx.db, input.clientId, {
    before: input.before,
    limit: input.limit + 1,
  });
  return { entries: rows.slice(0, input.limit), nextBefore: nextBefore(rows, input.limit) };
}
