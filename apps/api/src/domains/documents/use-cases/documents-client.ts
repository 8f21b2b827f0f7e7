import { HttpError } from '../../../lib/http-error.js';
import type { Actor, Queryable } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { findClient } from '../../clients/repository.js';

/** Whose documents: the client's own (null), or a client a case worker or admin names. */
export type DocumentsOwner = number | null;

const NO_CASE = 'Your case file is not open yet';

/** The client whose documents the actor works on: their own, or one within their reach (else 404). */
export async function documentsClient(
  db: Queryable,
  actor: Actor,
  owner: DocumentsOwner,
): Promise<{ id: number }> {
  if (owner !== null) return clientWithinReach(db, actor, owner);
  const own = await findClient(db, actor.id);
  if (!own) throw new HttpError(404, NO_CASE);
  return own;
}
