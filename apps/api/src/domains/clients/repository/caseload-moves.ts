import type { Queryable } from '../../../services/transactions.js';

/*
 * Caseload moves (issue 31.6): the only writer of caseload_moves and caseload_move_clients. The
 * profiles themselves change through profiles.ts (reassignCaseWorker).
 */

/**
 * The clients a move takes, with their current case worker, locked until the move commits: the
 * chosen ones, or every client of `fromCaseWorkerId`.
 */
export function lockClientsToMove(
  db: Queryable,
  selection: { clientIds?: readonly number[] | undefined; fromCaseWorkerId?: number | undefined },
) {
  let select = db
    .selectFrom('client_profiles as profile')
    .innerJoin('users as client', 'client.id', 'profile.user_id')
    .leftJoin('users as worker', 'worker.id', 'profile.case_worker_id')
    .select([
      'client.id',
      'client.full_name',
      'client.email',
      'client.preferred_language',
      'profile.case_worker_id',
      'worker.full_name as worker_name',
    ])
    .orderBy('client.id')
    .forUpdate('profile');
  if (selection.clientIds) {
    // Never "everyone" by accident: an empty choice takes no one.
    if (selection.clientIds.length === 0) return Promise.resolve([]);
    select = select.where('profile.user_id', 'in', [...selection.clientIds]);
  }
  if (selection.fromCaseWorkerId !== undefined) {
    select = select.where('profile.case_worker_id', '=', selection.fromCaseWorkerId);
  }
  return select.execute();
}
export type ClientToMove = Awaited<ReturnType<typeof lockClientsToMove>>[number];

export function insertCaseloadMove(
  db: Queryable,
  move: { movedBy: number; toCaseWorkerId: number; reason: string; at: Date },
) {
  return db
    .insertInto('caseload_moves')
    .values({
      moved_by: move.movedBy,
      to_case_worker_id: move.toCaseWorkerId,
      reason: move.reason,
      moved_at: move.at,
    })
    .returning(['id', 'moved_at'])
    .executeTakeFirstOrThrow();
}

export async function insertCaseloadMoveClients(
  db: Queryable,
  moveId: number,
  clients: readonly { clientId: number; fromCaseWorkerId: number | null }[],
): Promise<void> {
  if (clients.length === 0) return;
  await db
    .insertInto('caseload_move_clients')
    .values(
      clients.map((client) => ({
        move_id: moveId,
        client_id: client.clientId,
        from_case_worker_id: client.fromCaseWorkerId,
      })),
    )
    .execute();
}

export function findCaseloadMove(db: Queryable, moveId: number) {
  return db
    .selectFrom('caseload_moves as move')
    .innerJoin('users as receiver', 'receiver.id', 'move.to_case_worker_id')
    .leftJoin('users as mover', 'mover.id', 'move.moved_by')
    .select([
      'move.id',
      'move.moved_at',
      'move.reason',
      'move.moved_by',
      'mover.full_name as mover_name',
      'move.to_case_worker_id',
      'receiver.full_name as receiver_name',
    ])
    .where('move.id', '=', moveId)
    .executeTakeFirst();
}

export function listCaseloadMoveClients(db: Queryable, moveId: number) {
  return db
    .selectFrom('caseload_move_clients as moved')
    .innerJoin('users as client', 'client.id', 'moved.client_id')
    .leftJoin('users as worker', 'worker.id', 'moved.from_case_worker_id')
    .select([
      'moved.client_id',
      'client.full_name as client_name',
      'moved.from_case_worker_id',
      'worker.full_name as worker_name',
    ])
    .where('moved.move_id', '=', moveId)
    .orderBy('moved.client_id')
    .execute();
}
