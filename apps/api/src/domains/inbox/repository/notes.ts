import type { InboxKind } from '@pathways/schemas';
import type { Queryable } from '../../../services/transactions.js';

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
