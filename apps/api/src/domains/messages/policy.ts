import { HttpError } from '../../lib/http-error.js';
import type { Actor, Queryable } from '../../services/use-case-context.js';
import { findClient } from '../clients/repository.js';
import type { ClientRow } from '../clients/repository.js';

/**
 * Who reaches a thread: staff reach it the way they reach the client's record (clientWithinReach
 * of domains/clients/policy.ts: own caseload, or any for an admin; 404 otherwise); a client
 * reaches only their own.
 */
const NO_CASE = 'You have no case file yet';

export async function ownThread(db: Queryable, actor: Actor): Promise<ClientRow> {
  const row = await findClient(db, actor.id);
  if (!row) throw new HttpError(404, NO_CASE);
  return row;
}
