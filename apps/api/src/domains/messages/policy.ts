import { HttpError } from '../../lib/http-error.js';
import { findClient } from '../../repositories/clients.js';
import type { ClientRow } from '../../repositories/clients.js';
import type { Actor, Queryable } from '../../services/use-case-context.js';

/**
 * Who reaches a thread: staff reach it the way they reach the client's record (own caseload, or
 * any for an admin; 404 otherwise); a client reaches only their own.
 */
const NOT_FOUND = 'No such client';
const NO_CASE = 'You have no case file yet';

export async function staffThread(
  db: Queryable,
  actor: Actor,
  clientId: number,
): Promise<ClientRow> {
  const row = await findClient(db, clientId);
  if (!row || (actor.role !== 'admin' && row.case_worker_id !== actor.id)) {
    throw new HttpError(404, NOT_FOUND);
  }
  return row;
}

export async function ownThread(db: Queryable, actor: Actor): Promise<ClientRow> {
  const row = await findClient(db, actor.id);
  if (!row) throw new HttpError(404, NO_CASE);
  return row;
}
