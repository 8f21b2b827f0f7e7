import type { ClientDocument } from '@pathways/schemas';
import type { FieldCipher } from '../../lib/field-cipher.js';
import { openDocumentName } from '../../services/sealing.js';
import type { DocumentRow } from './repository.js';

/** A document as its list shows it, its file name opened for those who may see it. */
export function toDocument(cipher: FieldCipher, row: DocumentRow): ClientDocument {
  return {
    id: row.id,
    kind: row.kind,
    fileName: openDocumentName(cipher, row.sealed_name),
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    uploadedAt: row.uploaded_at.toISOString(),
    uploadedBy:
      row.uploaded_by !== null && row.uploader_name !== null
        ? { id: row.uploaded_by, fullName: row.uploader_name }
        : null,
    consentId: row.consent_id,
  };
}
