import { portalPaths } from '@pathways/schemas';
import type { CaseloadMove, CaseloadMoveInput, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import { findActiveStaff } from '../../users/repository.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { assertMayChangeCaseWorker } from '../policy.js';
import {
  findCaseloadMove,
  insertCaseloadMove,
  insertCaseloadMoveClients,
  listCaseloadMoveClients,
  lockClientsToMove,
  reassignCaseWorker,
} from '../repository.js';
import type { ClientToMove } from '../repository.js';

export const MOVE_TO_ACTIVE_CASE_WORKER = 'Please choose an active case worker to move them to';
export const MOVE_NO_CLIENTS = 'None of these clients can be moved: they no longer exist';
export const MOVE_MISSING_CLIENTS = 'Some of these clients no longer exist: reload the list';
export const MOVE_ALREADY_THERE = 'Some of these clients already have that case worker';
export const NO_SUCH_MOVE = 'No such caseload move';

const fail = (field: string, message: string) =>
  new HttpError(400, message, { [field]: [message] });

/** Every client chosen, each still a client; all of them, or a 400 naming what is wrong. */
function checkSelection(
  clients: readonly ClientToMove[],
  input: CaseloadMoveInput,
  toCaseWorkerId: number,
): void {
  const wanted = input.clientIds ?? [];
  if (clients.length === 0) {
    throw fail('clientIds', MOVE_NO_CLIENTS);
  }
  if (wanted.length > 0 && new Set(wanted).size !== clients.length) {
    throw fail('clientIds', MOVE_MISSING_CLIENTS);
  }
  if (clients.some((client) => client.case_worker_id === toCaseWorkerId)) {
    throw fail('clientIds', MOVE_ALREADY_THERE);
  }
}

/**
 * Moves clients (chosen, or all of one case worker's) to another active case worker, in one
 * transaction: the profiles, each client's timeline entry, the move's record (for its CSV) and the
 * e-mails to the receiving case worker and each client commit together, or nothing does. Kept in
 * its own file so the client record's "change case worker" can move one client through it too.
 */
export async function moveCaseload(
  ctx: UseCaseContext,
  actor: User,
  input: CaseloadMoveInput,
): Promise<CaseloadMove> {
  assertMayChangeCaseWorker(actor);
  const toId = input.toCaseWorkerId;
  const receiver = await findActiveStaff(ctx.db, toId);
  if (!receiver || receiver.role !== 'caseWorker') {
    throw fail('toCaseWorkerId', MOVE_TO_ACTIVE_CASE_WORKER);
  }
  const moveId = await inTransaction(ctx.db, async (trx) => {
    const clients = await lockClientsToMove(trx, {
      clientIds: input.clientIds,
      fromCaseWorkerId: input.fromCaseWorkerId,
    });
    checkSelection(clients, input, toId);
    const move = await insertCaseloadMove(trx, {
      movedBy: actor.id,
      toCaseWorkerId: toId,
      reason: input.reason,
      at: ctx.now,
    });
    await insertCaseloadMoveClients(
      trx,
      move.id,
      clients.map((client) => ({ clientId: client.id, fromCaseWorkerId: client.case_worker_id })),
    );
    await reassignCaseWorker(
      trx,
      clients.map((client) => client.id),
      toId,
    );
    for (const client of clients) {
      await recordTimelineEntry(trx, {
        clientId: client.id,
        actorId: actor.id,
        at: ctx.now,
        action: 'caseloadMoved',
        changes: {
          caseWorker: [client.worker_name, receiver.full_name],
          reason: [null, input.reason],
        },
      });
      await enqueueMessage(trx, ctx.outbox, {
        to: client.email,
        message: {
          template: 'caseWorkerChanged',
          data: {
            name: client.full_name,
            caseWorkerName: receiver.full_name,
            link: ctx.outbox.link(portalPaths.dashboardClient),
          },
        },
        language: client.preferred_language,
      });
    }
    await enqueueMessage(trx, ctx.outbox, {
      to: receiver.email,
      message: {
        template: 'caseloadReceived',
        data: {
          name: receiver.full_name,
          count: clients.length,
          movedBy: actor.fullName,
          link: ctx.outbox.link(`${portalPaths.dashboardCaseWorker}/clients`),
        },
      },
      // Staff read the portal in a language too (issue 31.2): theirs, not the admin's.
      language: receiver.preferred_language,
    });
    return move.id;
  });
  return getCaseloadMove(ctx, actor, moveId);
}

/** A move as it was made: who moved which clients from whom to whom, when and why. */
export async function getCaseloadMove(
  ctx: UseCaseContext,
  actor: User,
  moveId: number,
): Promise<CaseloadMove> {
  assertMayChangeCaseWorker(actor);
  const move = await findCaseloadMove(ctx.db, moveId);
  if (!move) throw new HttpError(404, NO_SUCH_MOVE);
  const clients = await listCaseloadMoveClients(ctx.db, moveId);
  return {
    id: move.id,
    movedAt: move.moved_at.toISOString(),
    movedBy:
      move.moved_by !== null && move.mover_name !== null
        ? { id: move.moved_by, fullName: move.mover_name }
        : null,
    to: { id: move.to_case_worker_id, fullName: move.receiver_name },
    reason: move.reason,
    clients: clients.map((client) => ({
      id: client.client_id,
      fullName: client.client_name,
      from:
        client.from_case_worker_id !== null && client.worker_name !== null
          ? { id: client.from_case_worker_id, fullName: client.worker_name }
          : null,
    })),
  };
}
