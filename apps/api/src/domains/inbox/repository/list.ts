import { inboxKinds } from '@pathways/schemas';
import type { InboxKind, InboxQuery } from '@pathways/schemas';
import { sql } from 'kysely';
import { escapeLike } from '../../users/repository.js';
import type { Queryable } from '../../../services/transactions.js';
import { inboxKindRegistry } from '../kinds.js';
import type { SubmissionRow } from './items.js';

type InboxRow = SubmissionRow & { at_us: string };

/** Keyset position: the microsecond of submission, the kind and the id (all three break ties). */
export interface InboxCursor {
  atMicros: bigint;
  kind: InboxKind;
  id: number;
}

/** The largest microsecond count a PostgreSQL bigint holds. */
const MAX_BIGINT = 9_223_372_036_854_775_807n;
const MAX_INTEGER = 2_147_483_647;
const DIGITS = /^\d+$/;

/** The cursor's parts, or undefined for any cursor no page could have given. */
export function parseCursor(cursor: string): InboxCursor | undefined {
  const [micros = '', kind = '', id = ''] = cursor.split('-');
  const known = inboxKinds.find((candidate) => candidate === kind);
  if (!known || !DIGITS.test(micros) || !DIGITS.test(id)) return undefined;
  const atMicros = BigInt(micros);
  const rowId = Number(id);
  if (atMicros > MAX_BIGINT || rowId > MAX_INTEGER) return undefined;
  return { atMicros, kind: known, id: rowId };
}

/** A reference as people read it out: PW-2026-000123 (lib/reference.ts). */
const REFERENCE_SHAPE = /^pw-\d{4}-\d{6}$/i;

const MICROS = sql<string>`(extract(epoch from submitted_at) * 1000000)::bigint::text`;

/**
 * One page of the inbox over every kind's table, newest first. Each table gives at most `limit`
 * rows past the cursor (its own index), and the merged list is cut to `limit`.
 */
export async function listInbox(
  db: Queryable,
  query: Omit<InboxQuery, 'cursor'>,
  cursor: InboxCursor | undefined,
  limit: number,
): Promise<{ rows: InboxRow[]; nextCursor: string | null }> {
  const kinds = query.kind ? [query.kind] : inboxKinds;
  // A whole reference names one submission: found through its unique index, not a scan.
  const reference =
    query.q && REFERENCE_SHAPE.test(query.q.trim()) ? query.q.trim().toUpperCase() : undefined;
  const pattern = query.q && !reference ? `%${escapeLike(query.q.toLowerCase())}%` : undefined;
  const parts = kinds.map((kind) => {
    const { table } = inboxKindRegistry[kind];
    let select = db
      .selectFrom(table)
      .select([
        sql<string>`${kind}::text`.as('kind'),
        'id',
        'reference',
        'name',
        'email',
        'submitted_at',
        MICROS.as('at_us'),
        'status',
        'assigned_to',
        'phone_key',
        'name_dob_key',
      ]);
    if (query.status) select = select.where('status', '=', query.status);
    if (reference) select = select.where('reference', '=', reference);
    if (pattern) {
      select = select.where((eb) =>
        eb.or([
          eb(sql<string>`lower(name)`, 'like', pattern),
          eb(sql<string>`lower(email)`, 'like', pattern),
          eb(sql<string>`lower(reference)`, 'like', pattern),
        ]),
      );
    }
    if (cursor) {
      select = select.where(
        sql<boolean>`(${MICROS}::bigint, ${kind}::text, id) < (${cursor.atMicros.toString()}::bigint, ${cursor.kind}::text, ${cursor.id}::int)`,
      );
    }
    return select
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1);
  });
  const [first, ...rest] = parts;
  if (!first) return { rows: [], nextCursor: null };
  // Each part needs its own order and limit, so each is wrapped before the union.
  const union = rest.reduce(
    (all, part) => all.unionAll(db.selectFrom(part.as('p')).selectAll()),
    db.selectFrom(first.as('p')).selectAll(),
  );
  const rows = (await db
    .selectFrom(union.as('inbox'))
    .selectAll()
    .orderBy(sql`at_us::bigint`, 'desc')
    .orderBy('kind', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()) as InboxRow[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? `${last.at_us}-${last.kind}-${last.id}` : null,
  };
}
