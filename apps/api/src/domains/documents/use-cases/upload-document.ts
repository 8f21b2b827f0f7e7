import { randomBytes } from 'node:crypto';
import {
  DOCUMENT_CONSENT_MESSAGE,
  DOCUMENT_FILE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
} from '@pathways/schemas';
import type { ClientDocument, DocumentFields } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { sealDocument } from '../../../services/sealing.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { findClientConsent } from '../../consents/repository.js';
import { contentTypeOf } from '../file-signature.js';
import { findDocument, insertDocument } from '../repository.js';
import { toDocument } from '../to-document.js';
import { documentsClient } from './documents-client.js';
import type { DocumentsOwner } from './documents-client.js';

/** 128 random bits: an id that says nothing about any other document's. */
const ID_BYTES = 16;

export interface UploadedFile {
  /** As the uploader's device named it: kept sealed, shown in the list, never logged. */
  name: string;
  bytes: Buffer;
}

/** A signed consent form links only to a consent of the same client that was obtained on paper. */
async function paperConsentId(
  db: UseCaseContext['db'],
  clientId: number,
  fields: DocumentFields,
): Promise<number | null> {
  if (fields.consentId === undefined) return null;
  const consent = await findClientConsent(db, fields.consentId, clientId);
  if (fields.kind !== 'consentForm' || consent?.obtained_by !== 'onPaper') {
    throw new HttpError(400, DOCUMENT_CONSENT_MESSAGE, { consentId: [DOCUMENT_CONSENT_MESSAGE] });
  }
  return consent.id;
}

/**
 * Puts a file on a client's record: its type judged by its bytes (422 for anything but PDF, JPEG,
 * PNG, HEIC), its name and bytes sealed before they reach the database, the upload on the
 * client's timeline (its kind, never its name).
 */
export async function uploadDocument(
  { db, cipher, now }: UseCaseContext,
  actor: Actor,
  owner: DocumentsOwner,
  upload: { fields: DocumentFields; file: UploadedFile | undefined },
): Promise<ClientDocument> {
  const client = await documentsClient(db, actor, owner);
  const { file, fields } = upload;
  if (!file || file.bytes.length === 0) {
    throw new HttpError(400, DOCUMENT_FILE_MESSAGE, { file: [DOCUMENT_FILE_MESSAGE] });
  }
  const contentType = contentTypeOf(file.bytes);
  if (!contentType) {
    throw new HttpError(422, DOCUMENT_TYPE_MESSAGE, { file: [DOCUMENT_TYPE_MESSAGE] });
  }
  const consentId = await paperConsentId(db, client.id, fields);
  const id = randomBytes(ID_BYTES).toString('base64url');
  const { sealedName, sealedBytes } = sealDocument(cipher, id, file);
  return inTransaction(db, async (trx) => {
    await insertDocument(trx, {
      id,
      clientId: client.id,
      kind: fields.kind,
      sealedName,
      contentType,
      sizeBytes: file.bytes.length,
      consentId,
      uploadedBy: actor.id,
      uploadedAt: now,
      sealedBytes,
    });
    await recordTimelineEntry(trx, {
      clientId: client.id,
      actorId: actor.id,
      at: now,
      action: 'documentUploaded',
      changes: { document: [null, fields.kind] },
    });
    const row = await findDocument(trx, id);
    if (!row) throw new Error('The document just stored cannot be read back');
    return toDocument(cipher, row);
  });
}
