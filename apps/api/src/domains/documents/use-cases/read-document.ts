import { DOCUMENT_NOT_PREVIEWABLE_MESSAGE, previewableContentTypes } from '@pathways/schemas';
import type { DocumentContentType } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { openDocumentName, openSealedDocument } from '../../../services/sealing.js';
import type { DocumentView } from '../../../services/sealing.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { NO_SUCH_DOCUMENT, mayReachDocuments } from '../policy.js';
import { findDocument, findSealedContent } from '../repository.js';

export interface OpenedDocument {
  fileName: string;
  contentType: DocumentContentType;
  bytes: Buffer;
}

/**
 * A document's bytes for someone who may see it (the client, their case worker, an admin), the
 * read written to the access log first; 404 for anyone else, as if it did not exist.
 */
export async function readDocument(
  { db, cipher, now }: Pick<UseCaseContext, 'db' | 'cipher' | 'now'>,
  actor: Actor,
  documentId: string,
  view: DocumentView,
): Promise<OpenedDocument> {
  const row = await findDocument(db, documentId);
  if (
    !row ||
    !mayReachDocuments(actor, { clientId: row.client_id, caseWorkerId: row.case_worker_id })
  ) {
    throw new HttpError(404, NO_SUCH_DOCUMENT);
  }
  if (view === 'documentPreview' && !previewableContentTypes.includes(row.content_type)) {
    throw new HttpError(415, DOCUMENT_NOT_PREVIEWABLE_MESSAGE);
  }
  const sealed = await findSealedContent(db, documentId);
  if (!sealed) throw new HttpError(404, NO_SUCH_DOCUMENT);
  const bytes = await openSealedDocument(
    db,
    cipher,
    { actorId: actor.id, at: now, clientId: row.client_id, documentId, view },
    sealed,
  );
  return {
    fileName: openDocumentName(cipher, row.sealed_name),
    contentType: row.content_type,
    bytes,
  };
}
