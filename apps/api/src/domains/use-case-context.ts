import type { User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { FieldCipher } from '../lib/field-cipher.js';
import type { Outbox } from '../services/outbox.js';

/** A connection or a transaction: repositories run in either. */
export type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * What a use case needs besides its actor and input: the database (it opens its own transaction
 * when it writes more than one row), the moment of the request (one "now" for the whole use case),
 * the outbox for e-mail committed with the change, and the cipher for sealed fields.
 */
export interface UseCaseContext {
  db: Kysely<Database>;
  now: Date;
  outbox: Outbox;
  cipher: FieldCipher;
}

/** The signed-in caller a use case acts for. */
export type Actor = Pick<User, 'id' | 'role' | 'fullName'>;

/** The context of one request, read from the app's decorations (the clock asked once). */
export function contextOf(app: FastifyInstance): UseCaseContext {
  return { db: app.db, now: app.clock.now(), outbox: app.outbox, cipher: app.cipher };
}
