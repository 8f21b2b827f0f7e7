import type { User } from '@pathways/schemas';
import { HttpError } from '../../lib/http-error.js';

/**
 * Who reads the access log: admins only. The contract refuses other roles first (403); this is
 * the same rule where the use case can see it, so a new route cannot forget it.
 */
export function assertMayAudit(actor: Pick<User, 'role'>): void {
  if (actor.role !== 'admin') throw new HttpError(403, 'Only an admin reads the access log');
}
