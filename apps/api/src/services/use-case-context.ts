import type { User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import type { FieldCipher } from '../lib/field-cipher.js';
import type { Outbox } from '../domains/outbox/outbox.js';
import type { Queryable } from './transactions.js';

export type { Queryable } from './transactions.js';

/** The signed-in caller a use case acts for. */
export type Actor = Pick<User, 'id' | 'role' | 'fullName'>;

/**
 * What a use case works with besides the actor and the input: the database (or the caller's
 * transaction), the instant it runs at (one clock reading per request), the cipher the sealing
 * service opens with, and the outbox its messages go through.
 */
export interface UseCaseContext {
  db: Queryable;
  now: Date;
  cipher: FieldCipher;
  outbox: Outbox;
}

/** The context of one request: the clock read once, so every row it writes shares the instant. */
export function contextOf(app: FastifyInstance): UseCaseContext {
  return { db: app.db, now: app.clock.now(), cipher: app.cipher, outbox: app.outbox };
}
