import type { User } from '@pathways/schemas';
import type { ClientRow } from '../../repositories/clients.js';

/**
 * Who may screen a client's case on the client's record: that client's case worker, or an admin.
 * Anyone else is told the client does not exist (404), never that it is someone else's.
 *
 * @example
 * mayScreenFor({ id: 7, role: 'caseWorker' }, { case_worker_id: 7 }); // true
 */
export function mayScreenFor(
  user: Pick<User, 'id' | 'role'>,
  client: Pick<ClientRow, 'case_worker_id'>,
): boolean {
  return user.role === 'admin' || client.case_worker_id === user.id;
}
