import type { OutboxMessage } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { HttpError } from '../../../lib/http-error.js';
import { toAdminMessage } from '../policy.js';
import { findOutboxMessage } from '../repository.js';

export const NO_SUCH_MESSAGE = 'No such message';

/** One message as an admin reads it (its links hidden); 404 for an unknown id. */
export async function showMessage(db: Kysely<Database>, id: number): Promise<OutboxMessage> {
  const row = await findOutboxMessage(db, id);
  if (!row) throw new HttpError(404, NO_SUCH_MESSAGE);
  return toAdminMessage(row);
}
