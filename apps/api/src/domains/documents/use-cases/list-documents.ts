import type { DocumentList } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { listDocuments as listRows } from '../repository.js';
import { toDocument } from '../to-document.js';
import { documentsClient } from './documents-client.js';
import type { DocumentsOwner } from './documents-client.js';

/** The live documents on a client's record, newest first: the client's own, or one within reach. */
export async function listDocuments(
  { db, cipher }: Pick<UseCaseContext, 'db' | 'cipher'>,
  actor: Actor,
  owner: DocumentsOwner,
): Promise<DocumentList> {
  const client = await documentsClient(db, actor, owner);
  const rows = await listRows(db, client.id);
  return { documents: rows.map((row) => toDocument(cipher, row)) };
}
