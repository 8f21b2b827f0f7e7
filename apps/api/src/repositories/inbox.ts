import { inboxKinds, inboxStatuses } from '@pathways/schemas';
import type { InboxItem, InboxKind, InboxQuery, InboxStatus } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { inboxKindRegistry } from '../routes/inbox/kinds.js';
import { escapeLike } from './users.js';

type Queryable = Kysely<Database> | Transaction<Database>;

interface InboxRow {
  kind: string;
  id: number;
  reference: string;
  name: string;
  email: string;
  submitted_at: Date;
  at_us: string;
  status: string;
  assigned_to: number | null;
  phone_key: string | null;
  name_dob_key: string | null;
}

/** Keyset position: the microsecond of submission, the kind and the id (all three break ties). */
export interface InboxCursor {
  atMicros: bigint;
  kind: InboxKind;
  id: number;
}

export function parseCursor(cursor: string): InboxCursor | undefined {
  const [micros = '', kind = '', id = ''] = cursor.split('-');
  const known = inboxKinds.find((candidate) => candidate === kind);
  if (!known) return undefined;
  return { atMicros: BigInt(micros), kind: known, id: Number(id) };
}

function toStatus(value: string): InboxStatus {
  return inboxStatuses.find((status) => status === value) ?? 'new';
}

function toKind(value: string): InboxKind {
  const kind = inboxKinds.find((candidate) => candidate === value);
  if (!kind) throw new Error('inbox row of an unknown kind');
  return kind;
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

export function findInboxRow(
  db: Queryable,
  kind: InboxKind,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  return db
    .selectFrom(inboxKindRegistry[kind].table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Staff names for the rows' assignees. */
async function staffNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}

type MatchableRow = Pick<InboxRow, 'kind' | 'id' | 'email' | 'name' | 'phone_key' | 'name_dob_key'>;

/** Whether two submissions look like one person: the same e-mail, name, phone, or name and birth date. */
function sameSender(a: Omit<MatchableRow, 'kind'>, b: Omit<MatchableRow, 'kind'>): boolean {
  return (
    a.email.toLowerCase() === b.email.toLowerCase() ||
    a.name.toLowerCase() === b.name.toLowerCase() ||
    (a.phone_key !== null && a.phone_key === b.phone_key) ||
    (a.name_dob_key !== null && a.name_dob_key === b.name_dob_key)
  );
}

/**
 * Other submissions of the same kind from the same e-mail, name, phone number, or name and date of
 * birth: flagged for a person to look at, never merged. Phone and date of birth are compared by
 * their blind indexes, so nothing sealed is opened.
 */
async function duplicatesOf(
  db: Queryable,
  rows: readonly MatchableRow[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const kind of inboxKinds) {
    const ofKind = rows.filter((row) => row.kind === kind);
    if (ofKind.length === 0) continue;
    const emails = [...new Set(ofKind.map((row) => row.email.toLowerCase()))];
    const names = [...new Set(ofKind.map((row) => row.name.toLowerCase()))];
    const phoneKeys = [...new Set(ofKind.flatMap((row) => (row.phone_key ? [row.phone_key] : [])))];
    const nameDobKeys = [
      ...new Set(ofKind.flatMap((row) => (row.name_dob_key ? [row.name_dob_key] : []))),
    ];
    const matches = await db
      .selectFrom(inboxKindRegistry[kind].table)
      .select(['id', 'reference', 'email', 'name', 'phone_key', 'name_dob_key'])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(email)`, 'in', emails),
          eb(sql<string>`lower(name)`, 'in', names),
          ...(phoneKeys.length > 0 ? [eb('phone_key', 'in', phoneKeys)] : []),
          ...(nameDobKeys.length > 0 ? [eb('name_dob_key', 'in', nameDobKeys)] : []),
        ]),
      )
      .execute();
    for (const row of ofKind) {
      const others = matches
        .filter((match) => match.id !== row.id && sameSender(match, row))
        .map((match) => match.reference);
      found.set(`${kind}-${row.id}`, others);
    }
  }
  return found;
}

/** Rows of any kind as the inbox shows them: the assignee's name and likely duplicates. */
export async function toInboxItems(
  db: Queryable,
  rows: readonly Omit<InboxRow, 'at_us'>[],
): Promise<InboxItem[]> {
  const [names, duplicates] = await Promise.all([
    staffNames(
      db,
      rows.flatMap((row) => (row.assigned_to === null ? [] : [row.assigned_to])),
    ),
    duplicatesOf(db, rows),
  ]);
  return rows.map((row) => {
    const assignee = row.assigned_to === null ? undefined : names.get(row.assigned_to);
    return {
      kind: toKind(row.kind),
      id: row.id,
      reference: row.reference,
      name: row.name,
      email: row.email,
      submittedAt: row.submitted_at.toISOString(),
      status: toStatus(row.status),
      assignedTo:
        row.assigned_to !== null && assignee !== undefined
          ? { id: row.assigned_to, fullName: assignee }
          : null,
      possibleDuplicates: duplicates.get(`${row.kind}-${row.id}`) ?? [],
    };
  });
}

export async function updateInboxRow(
  db: Queryable,
  kind: InboxKind,
  id: number,
  changes: { status?: InboxStatus; assigned_to?: number | null },
): Promise<Record<string, unknown> | undefined> {
  const { table } = inboxKindRegistry[kind];
  return await db
    .updateTable(table)
    .set({
      ...changes,
      // The dashboards' "resolved" flag follows the inbox status.
      ...(changes.status
        ? { is_resolved: ['accepted', 'declined', 'closed'].includes(changes.status) }
        : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function listInboxNotes(db: Queryable, kind: InboxKind, submissionId: number) {
  return db
    .selectFrom('submission_notes')
    .leftJoin('users', 'users.id', 'submission_notes.author_id')
    .select([
      'submission_notes.id',
      'submission_notes.body',
      'submission_notes.created_at',
      'submission_notes.author_id',
      'users.full_name',
    ])
    .where('submission_notes.kind', '=', kind)
    .where('submission_notes.submission_id', '=', submissionId)
    .orderBy('submission_notes.id')
    .execute();
}

export function insertInboxNote(
  db: Queryable,
  note: { kind: InboxKind; submissionId: number; authorId: number; body: string; at: Date },
) {
  return db
    .insertInto('submission_notes')
    .values({
      kind: note.kind,
      submission_id: note.submissionId,
      author_id: note.authorId,
      body: note.body,
      created_at: note.at,
    })
    .returning(['id', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
}
