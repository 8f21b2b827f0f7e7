import type { DocumentContentType, DocumentKind } from '@pathways/schemas';
import type { NullableTimestamp, Timestamp } from './column-types.js';

/** A file on a client's record (issue 31): what it is, never its bytes or its name in the clear. */
export interface DocumentsTable {
  /** Random, 128 bits in base64url: a document's URL cannot be guessed from another's. */
  id: string;
  client_id: number;
  kind: DocumentKind;
  /** The file name as uploaded, sealed (enc:v1:…): a name can say as much as the file. */
  sealed_name: string;
  /** Decided from the file's bytes, never from its name or the browser's word. */
  content_type: DocumentContentType;
  size_bytes: number;
  /** The paper consent this signed form belongs to. */
  consent_id: number | null;
  uploaded_by: number | null;
  uploaded_at: Timestamp;
  deleted_at: NullableTimestamp;
  deleted_by: number | null;
  delete_reason: string | null;
}

/** The sealed bytes of a live document; the row goes when the document is deleted. */
export interface DocumentContentsTable {
  document_id: string;
  /** PGlite reads bytea back as a Uint8Array, node-postgres as a Buffer. */
  sealed: Uint8Array;
}
