import { REASON_MESSAGE } from '@pathways/schemas';
import type { User } from '@pathways/schemas';
import { HttpError } from '../../lib/http-error.js';
import type { Queryable } from '../../services/transactions.js';
import { findClient } from './repository.js';
import type { ClientRow } from './repository.js';

/**
 * Who may do what to which client record (issue 25: each rule once, here). The consents, job
 * board and messages domains reach a client through clientWithinReach too.
 *
 * Reach: a case worker reaches their own caseload, an admin every client; anything else is 404,
 * as if the record did not exist. Need-to-know (opening sealed answers): only the client's case
 * worker, as a case worker; anyone else who may reach the record (an admin, even one who made
 * themself the case worker) gives a reason, kept in the access log.
 */
export const NO_SUCH_CLIENT = 'No such client';
/** The shortest reason kept for opening a record without need-to-know. */
export const MIN_REASON_LENGTH = 5;

/** Whether the actor reaches the case of the client whose case worker is `caseWorkerId`. */
export function mayReachCaseOf(
  actor: Pick<User, 'id' | 'role'>,
  caseWorkerId: number | null,
): boolean {
  return actor.role === 'admin' || caseWorkerId === actor.id;
}

export function mayReachClient(actor: Pick<User, 'id' | 'role'>, client: ClientRow): boolean {
  return mayReachCaseOf(actor, client.case_worker_id);
}

/** The client, when within the actor's reach; otherwise 404. */
export async function clientWithinReach(
  db: Queryable,
  actor: Pick<User, 'id' | 'role'>,
  clientId: number,
): Promise<ClientRow> {
  const client = await findClient(db, clientId);
  if (!client || !mayReachClient(actor, client)) throw new HttpError(404, NO_SUCH_CLIENT);
  return client;
}

/** Whether the actor needs no reason to open this client's sealed answers. */
export function hasNeedToKnow(
  actor: Pick<User, 'id' | 'role'>,
  caseWorkerId: number | null,
): boolean {
  return actor.role === 'caseWorker' && caseWorkerId === actor.id;
}

/**
 * The reason an actor without need-to-know must give: a case worker without it gets 404 (the
 * record is not theirs), an admin without a reason 400. Returns the reason to log.
 */
export function reasonToOpen(
  actor: Pick<User, 'id' | 'role'>,
  needToKnow: boolean,
  reason: string | undefined,
  notFound: string,
): string | undefined {
  if (needToKnow) return reason || undefined;
  if (actor.role !== 'admin') throw new HttpError(404, notFound);
  if (!reason || reason.length < MIN_REASON_LENGTH) {
    throw new HttpError(400, REASON_MESSAGE, { reason: [REASON_MESSAGE] });
  }
  return reason;
}

const ONLY_ADMIN_HANDS_OVER = 'Only an admin can hand a client to another case worker';

/** A client changes case worker only by an admin's hand: never by a case worker, to anyone. */
export function assertMayChangeCaseWorker(actor: Pick<User, 'role'>): void {
  if (actor.role !== 'admin') {
    throw new HttpError(400, ONLY_ADMIN_HANDS_OVER, { caseWorkerId: [ONLY_ADMIN_HANDS_OVER] });
  }
}

/** Only a note's author edits it; an admin may too. Redaction is open to anyone who reaches it. */
export function assertMayEditNote(actor: Pick<User, 'id' | 'role'>, authorId: number | null): void {
  if (authorId !== actor.id && actor.role !== 'admin') {
    throw new HttpError(403, 'Only the author of a note can edit it');
  }
}

/** The caseload an actor's lists cover: their own, or every one (null) for an admin. */
export function caseloadOf(actor: Pick<User, 'id' | 'role'>): number | null {
  return actor.role === 'admin' ? null : actor.id;
}

/**
 * Whose caseload a list shows: a case worker's own (naming anyone else is 404, as if they did not
 * exist); an admin's choice, or their own when they name nobody.
 */
export function caseloadToView(
  actor: Pick<User, 'id' | 'role'>,
  requested: number | undefined,
  notFound: string,
): number {
  if (actor.role === 'admin') return requested ?? actor.id;
  if (requested !== undefined && requested !== actor.id) throw new HttpError(404, notFound);
  return actor.id;
}
