import type { Queryable } from '../../../services/transactions.js';
import type { CaseNoteRow } from './mappers.js';

function noteSelect(db: Queryable) {
  return db
    .selectFrom('case_notes')
    .leftJoin('users', 'users.id', 'case_notes.author_id')
    .selectAll('case_notes')
    .select('users.full_name as author_name');
}

/**
 * A page of a client's notes, newest first: `limit` notes older than the note id `before`. The
 * client's own view leaves out internal and redacted notes.
 */
export function listCaseNotes(
  db: Queryable,
  clientId: number,
  page: { forClient: boolean; before?: number | undefined; limit: number },
): Promise<CaseNoteRow[]> {
  let select = noteSelect(db)
    .where('case_notes.client_id', '=', clientId)
    .orderBy('case_notes.id', 'desc')
    .limit(page.limit);
  if (page.forClient) {
    select = select
      .where('case_notes.is_internal', '=', false)
      .where('case_notes.redacted_at', 'is', null);
  }
  if (page.before !== undefined) select = select.where('case_notes.id', '<', page.before);
  return select.execute();
}

export function findCaseNote(
  db: Queryable,
  clientId: number,
  noteId: number,
): Promise<CaseNoteRow | undefined> {
  return noteSelect(db)
    .where('case_notes.id', '=', noteId)
    .where('case_notes.client_id', '=', clientId)
    .executeTakeFirst();
}

export async function insertCaseNote(
  db: Queryable,
  note: { clientId: number; authorId: number; body: string; internal: boolean; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('case_notes')
    .values({
      client_id: note.clientId,
      author_id: note.authorId,
      body: note.body,
      is_internal: note.internal,
      created_at: note.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new text (the old one kept among the earlier ones) and/or a new internal flag. */
export async function updateCaseNote(
  db: Queryable,
  noteId: number,
  change: { body?: { text: string; earlier: readonly string[]; at: Date }; internal?: boolean },
): Promise<void> {
  await db
    .updateTable('case_notes')
    .set({
      ...(change.body
        ? {
            body: change.body.text,
            edited_at: change.body.at,
            earlier_bodies: JSON.stringify(change.body.earlier),
          }
        : {}),
      ...(change.internal !== undefined ? { is_internal: change.internal } : {}),
    })
    .where('id', '=', noteId)
    .execute();
}

/** Erases a note's text and every earlier text: nothing of what it said stays in the row. */
export async function redactCaseNote(
  db: Queryable,
  noteId: number,
  redaction: { by: number; at: Date },
): Promise<void> {
  await db
    .updateTable('case_notes')
    .set({
      body: '',
      earlier_bodies: JSON.stringify([]),
      is_internal: true,
      redacted_at: redaction.at,
      redacted_by: redaction.by,
    })
    .where('id', '=', noteId)
    .execute();
}
