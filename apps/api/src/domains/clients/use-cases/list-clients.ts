import { CLIENTS_PAGE_SIZE } from '@pathways/schemas';
import type { ClientsList, ClientsQuery, User } from '@pathways/schemas';
import type { Queryable } from '../../../services/transactions.js';
import { listClients as selectClients, toClientSummary } from '../repository.js';

/** The caseload: a case worker's own clients (admins: all, or one case worker's). */
export async function listClients(
  db: Queryable,
  actor: User,
  query: ClientsQuery,
): Promise<ClientsList> {
  const scoped = actor.role === 'admin' ? query : { ...query, caseWorkerId: actor.id };
  const rows = await selectClients(db, scoped, CLIENTS_PAGE_SIZE + 1);
  const page = rows.slice(0, CLIENTS_PAGE_SIZE);
  return {
    clients: page.map(toClientSummary),
    nextBefore: rows.length > CLIENTS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
