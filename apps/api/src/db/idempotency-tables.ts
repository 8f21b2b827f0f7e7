import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * One row per `Idempotency-Key` a caller sent to one route (plugins/idempotency.ts): claimed before
 * the handler runs, completed with the first answer, which every repeat is given instead of running
 * the handler again. Rows expire a day after their claim.
 */
export interface IdempotencyKeysTable {
  /** `user:<id>` for a signed-in caller, `anonymous` otherwise. */
  caller: string;
  /** "METHOD /route/:pattern", so one key on two routes is two requests. */
  route: string;
  idempotency_key: string;
  /** SHA-256 of the concrete URL and the body: a repeat with another body is refused (422). */
  fingerprint: string;
  claimed_at: Timestamp;
  /** Null while the first request is still being handled. */
  status_code: number | null;
  response_body: string | null;
  content_type: string | null;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
