import type { OutboxMessage } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { HttpError } from '../../../lib/http-error.js';
import { toAdminMessage } from '../policy.js';
import { findOutboxMessage, requeueMessage } from '../repository.js';
import { NO_SUCH_MESSAGE } from './show-message.js';

/** An admin's "send again": a held or failed message goes back in the queue; anything else is a 409. */
export async function retryMessage(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<OutboxMessage> {
  const row = await requeueMessage(db, id, now);
  if (row) return toAdminMessage(row);
  const existing = await findOutboxMessage(db, id);
  if (!existing) throw new HttpError(404, NO_SUCH_MESSAGE);
  throw new HttpError(
    409,
    `This message is ${existing.status}: only failed or held messages can be sent again`,
  );
}
