import type { DocumentDelete } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { NO_SUCH_DOCUMENT, mayReachDocuments } from '../policy.js';
import { findDocument, markDocumentDeleted } from '../repository.js';

/**
 * Deletes a document with a reason: its bytes are removed at once, while its row keeps who deleted
 * it, when and why, and the client's timeline says so (the kind and the reason, never the name).
 */
export async function deleteDocument(
  { db, now }: Pick<UseCaseContext, 'db' | 'now'>,
  actor: Actor,
  documentId: string,
  { reason }: DocumentDelete,
): Promise<{ id: string; deletedAt: string }> {
  const row = await findDocument(db, documentId);
  if (
    !row ||
    !mayReachDocuments(actor, { clientId: row.client_id, caseWorkerId: row.case_worker_id })
  ) {
    throw new HttpError(404, NO_SUCH_DOCUMENT);
  }
  await inTransaction(db, async (trx) => {
    await markDocumentDeleted(trx, { id: documentId, at: now, by: actor.id, reason });
    await recordTimelineEntry(trx, {
      clientId: row.client_id,
      actorId: actor.id,
      at: now,
      action: 'documentDeleted',
      changes: { document: [row.kind, null], reason: [null, reason] },
    });
  });
  return { id: documentId, deletedAt: now.toISOString() };
}
