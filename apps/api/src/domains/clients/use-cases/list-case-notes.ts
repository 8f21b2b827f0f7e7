import type { CaseNotesPage, PageQuery, User } from '@pathways/schemas';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../policy.js';
import { listCaseNotes as selectNotes, toCaseNote } from '../repository.js';
import { nextBefore } from './get-client-record.js';

/** A page of a client's notes, newest first. */
export async function listCaseNotes(
  ctx: UseCaseContext,
  actor: User,
  input: { clientId: number } & PageQuery,
): Promise<CaseNotesPage> {
  await clientWithinReach(ctx.db, actor, input.clientId);
  const rows = await selectNotes(ctx.db, input.clientId, {
    forClient: false,
    before: input.before,
    limit: input.limit + 1,
  });
  return {
    notes: rows.slice(0, input.limit).map(toCaseNote),
    nextBefore: nextBefore(rows, input.limit),
  };
}
