import type { User } from '@pathways/schemas';
import { toCsvDocument } from '../../../lib/csv.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { getCaseloadMove } from './move-caseload.js';

const HEADER = ['move', 'moved_at', 'moved_by', 'client_id', 'client', 'from', 'to', 'reason'];

/** A caseload move as CSV, one row per client moved (for the records of whoever made it). */
export async function exportCaseloadMove(
  ctx: UseCaseContext,
  actor: User,
  moveId: number,
): Promise<string> {
  const move = await getCaseloadMove(ctx, actor, moveId);
  return toCsvDocument(
    HEADER,
    move.clients.map((client) => [
      String(move.id),
      move.movedAt,
      move.movedBy?.fullName ?? '',
      String(client.id),
      client.fullName,
      client.from?.fullName ?? '',
      move.to.fullName,
      move.reason,
    ]),
  );
}
