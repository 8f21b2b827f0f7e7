import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** How long a key is remembered (the IETF draft leaves it to the server; a day covers a flaky phone). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A claim still unanswered after this long belongs to a request that died with its process: a
 * repeat may take it over rather than wait a day.
 */
export const ABANDONED_CLAIM_MS = 2 * 60 * 1000;

export interface IdempotencyScope {
  caller: string;
  route: string;
  key: string;
}

export interface StoredAnswer {
  statusCode: number;
  body: string;
  contentType: string | null;
}

/** What a request finds when it claims its key. */
export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'in-flight' }
  | { kind: 'other-request' };

/**
 * Every query of `idempotency_keys` (the one writer of that table). A key is claimed by inserting
 * its row; the primary key makes two concurrent first requests race for one insert, so exactly one
 * handler runs.
 */
export class IdempotencyKeys {
  constructor(private readonly db: Kysely<Database>) {}

  async claim(scope: IdempotencyScope, fingerprint: string, now: Date): Promise<ClaimOutcome> {
    await this.forgetStale(scope, now);
    const inserted = await this.db
      .insertInto('idempotency_keys')
      .values({
        caller: scope.caller,
        route: scope.route,
        idempotency_key: scope.key,
        fingerprint,
        claimed_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['caller', 'route', 'idempotency_key']).doNothing(),
      )
      .returning('idempotency_key')
      .executeTakeFirst();
    if (inserted) return { kind: 'claimed' };
    const row = await this.scoped(scope)
      .select(['fingerprint', 'status_code', 'response_body', 'content_type'])
      .executeTakeFirst();
    // Released between our insert and this read: the caller may simply try again.
    if (!row) return { kind: 'in-flight' };
    if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
    if (row.status_code === null || row.response_body === null) return { kind: 'in-flight' };
    return {
      kind: 'replay',
      answer: {
        statusCode: row.status_code,
        body: row.response_body,
        contentType: row.content_type,
      },
    };
  }

  /** The first answer, kept for every repeat. */
  async complete(scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({
        status_code: answer.statusCode,
        response_body: answer.body,
        content_type: answer.contentType,
      })
      .where('caller', '=', scope.caller)
      .where('route', '=', scope.route)
      .where('idempotency_key', '=', scope.key)
      .execute();
  }

  /** The request changed nothing (it failed): a repeat runs the handler again. */
  async release(scope: IdempotencyScope): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('caller', '=', scope.caller)
      .where('route', '=', scope.route)
      .where('idempotency_key', '=', scope.key)
      .where('status_code', 'is', null)
      .execute();
  }

  /** Hourly: keys older than their lifetime are forgotten. */
  async prune(now: Date): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('claimed_at', '<=', new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS))
      .execute();
  }

  /** An expired key, or a claim its request abandoned, no longer stands in the way. */
  private async forgetStale(scope: IdempotencyScope, now: Date): Promise<void> {
    const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
    const abandoned = new Date(now.getTime() - ABANDONED_CLAIM_MS);
    await this.db
      .deleteFrom('idempotency_keys')
      .where('caller', '=', scope.caller)
      .where('route', '=', scope.route)
      .where('idempotency_key', '=', scope.key)
      .where((eb) =>
        eb.or([
          eb('claimed_at', '<=', expired),
          eb.and([eb('status_code', 'is', null), eb('claimed_at', '<=', abandoned)]),
        ]),
      )
      .execute();
  }

  private scoped(scope: IdempotencyScope) {
    return this.db
      .selectFrom('idempotency_keys')
      .where('caller', '=', scope.caller)
      .where('route', '=', scope.route)
      .where('idempotency_key', '=', scope.key);
  }
}
