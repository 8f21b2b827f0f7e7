import type { DocumentContentType, DocumentKind } from '@pathways/schemas';
import type { Queryable } from '../../services/transactions.js';

/**
 * The one writer of `documents` and `document_contents` (issue 31). Lists never select the sealed
 * bytes; a deleted document keeps its row (who deleted it, when, why) and loses its contents.
 */
export interface NewDocument {
  id: string;
  clientId: number;
  kind: DocumentKind;
  sealedName: string;
  contentType: DocumentContentType;
  sizeBytes: number;
  consentId: number | null;
  uploadedBy: number;
  uploadedAt: Date;
  sealedBytes: Buffer;
}

export async function insertDocument(db: Queryable, document: NewDocument): Promise<void> {
  await db
    .insertInto('documents')
    .values({
      id: document.id,
      client_id: document.clientId,
      kind: document.kind,
      sealed_name: document.sealedName,
      content_type: document.contentType,
      size_bytes: document.sizeBytes,
      consent_id: document.consentId,
      uploaded_by: document.uploadedBy,
      uploaded_at: document.uploadedAt,
      deleted_at: null,
      deleted_by: null,
      delete_reason: null,
    })
    .execute();
  await db
    .insertInto('document_contents')
    .values({ document_id: document.id, sealed: document.sealedBytes })
    .execute();
}

function documentSelect(db: Queryable) {
  return db
    .selectFrom('documents')
    .leftJoin('users as uploader', 'uploader.id', 'documents.uploaded_by')
    .leftJoin('client_profiles as profile', 'profile.user_id', 'documents.client_id')
    .select([
      'documents.id',
      'documents.client_id',
      'profile.case_worker_id',
      'documents.kind',
      'documents.sealed_name',
      'documents.content_type',
      'documents.size_bytes',
      'documents.consent_id',
      'documents.uploaded_by',
      'uploader.full_name as uploader_name',
      'documents.uploaded_at',
    ])
    .where('documents.deleted_at', 'is', null);
}

export type DocumentRow = Awaited<ReturnType<typeof findDocument>> & object;

/** A live document and its client's case worker (for the reach check), or undefined. */
export function findDocument(db: Queryable, id: string) {
  return documentSelect(db).where('documents.id', '=', id).executeTakeFirst();
}

/** A client's live documents, newest first. */
export function listDocuments(db: Queryable, clientId: number) {
  return documentSelect(db)
    .where('documents.client_id', '=', clientId)
    .orderBy('documents.uploaded_at', 'desc')
    .orderBy('documents.id')
    .execute();
}

export async function findSealedContent(
  db: Queryable,
  documentId: string,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('document_contents')
    .select('sealed')
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row?.sealed;
}

/** Removes the bytes and keeps the deletion on the document's row: who, when, why. */
export async function markDocumentDeleted(
  db: Queryable,
  deletion: { id: string; at: Date; by: number; reason: string },
): Promise<void> {
  await db.deleteFrom('document_contents').where('document_id', '=', deletion.id).execute();
  await db
    .updateTable('documents')
    .set({ deleted_at: deletion.at, deleted_by: deletion.by, delete_reason: deletion.reason })
    .where('id', '=', deletion.id)
    .execute();
}
