import { inboxKinds } from '@pathways/schemas';
import type { InboxItem, InboxKind, InboxStatus } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Queryable } from '../../../services/transactions.js';
import { inboxKindRegistry } from '../kinds.js';

/** The inbox's columns of a submission of any kind. */
export interface SubmissionRow {
  kind: string;
  id: number;
  reference: string;
  name: string;
  email: string;
  submitted_at: Date;
  status: InboxStatus;
  assigned_to: number | null;
  phone_key: string | null;
  name_dob_key: string | null;
  language: 'en' | 'es' | null;
}

function toKind(value: string): InboxKind {
  const kind = inboxKinds.find((candidate) => candidate === value);
  if (!kind) throw new Error('inbox row of an unknown kind');
  return kind;
}

/** A submission's inbox columns, of any kind; `lock` holds the row until the transaction ends. */
export function findSubmission(
  db: Queryable,
  kind: InboxKind,
  id: number,
  { lock }: { lock: boolean } = { lock: false },
): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom(inboxKindRegistry[kind].table)
    .select([
      sql<string>`${kind}::text`.as('kind'),
      'id',
      'reference',
      'name',
      'email',
      'submitted_at',
      'status',
      'assigned_to',
      'phone_key',
      'name_dob_key',
      'language',
    ])
    .where('id', '=', id)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The form's answers as stored (sealed ones still sealed): the contact form keeps columns. */
export async function findSubmissionAnswers(
  db: Queryable,
  kind: InboxKind,
  id: number,
): Promise<Record<string, unknown>> {
  if (kind === 'contact') {
    const row = await db
      .selectFrom('contact_submissions')
      .select(['phone', 'subject', 'message'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { phone: row.phone, subject: row.subject, message: row.message } : {};
  }
  const row = await db
    .selectFrom(inboxKindRegistry[kind].table)
    .select('payload')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.payload ?? {};
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

type MatchableRow = Pick<
  SubmissionRow,
  'kind' | 'id' | 'email' | 'name' | 'phone_key' | 'name_dob_key'
>;

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
  rows: readonly SubmissionRow[],
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
      status: row.status,
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
): Promise<void> {
  const { table } = inboxKindRegistry[kind];
  await db
    .updateTable(table)
    .set({
      ...changes,
      // The dashboards' "resolved" flag follows the inbox status.
      ...(changes.status
        ? { is_resolved: ['accepted', 'declined', 'closed'].includes(changes.status) }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}
