import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { deleteDocument } from '../../domains/documents/use-cases/delete-document.js';
import { listDocuments } from '../../domains/documents/use-cases/list-documents.js';
import { readDocument } from '../../domains/documents/use-cases/read-document.js';
import type { OpenedDocument } from '../../domains/documents/use-cases/read-document.js';
import { uploadDocument } from '../../domains/documents/use-cases/upload-document.js';
import { contextOf } from '../../services/use-case-context.js';
import { UPLOAD_LIMITS, readUpload } from './read-upload.js';

/**
 * A preview is shown in a tab of its own, sandboxed: no script, no form, no plugin runs in it, and
 * it loads nothing but itself, so a crafted file cannot act on the portal's origin.
 */
const PREVIEW_CSP =
  "sandbox; default-src 'none'; img-src 'self'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** `filename="…"` in plain ASCII and `filename*` in UTF-8 (RFC 6266), quotes and breaks removed. */
function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'document';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendDocument(
  reply: FastifyReply,
  document: OpenedDocument,
  kind: 'attachment' | 'inline',
): FastifyReply {
  void reply
    .type(document.contentType)
    .header('Content-Disposition', contentDisposition(kind, document.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store');
  if (kind === 'inline') void reply.header('Content-Security-Policy', PREVIEW_CSP);
  return reply.send(document.bytes);
}

/**
 * Documents on a client's record (issue 31 point 5). Multipart is accepted here only, so no other
 * route takes a file; its limits stop an upload at 10 MB.
 */
export default async function documentRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  contractRoute(app, 'GET /api/clients/:id/documents', {}, ({ params, user }) =>
    listDocuments(contextOf(app), user, params.id),
  );

  contractRoute(app, 'POST /api/clients/:id/documents', {}, async (request) =>
    uploadDocument(contextOf(app), request.user, request.params.id, await readUpload(request)),
  );

  contractRoute(app, 'GET /api/my/documents', {}, ({ user }) =>
    listDocuments(contextOf(app), user, null),
  );

  contractRoute(app, 'POST /api/my/documents', {}, async (request) =>
    uploadDocument(contextOf(app), request.user, null, await readUpload(request)),
  );

  contractRoute(app, 'GET /api/documents/:documentId', {}, async ({ params, user }, reply) =>
    sendDocument(
      reply,
      await readDocument(contextOf(app), user, params.documentId, 'documentDownload'),
      'attachment',
    ),
  );

  contractRoute(
    app,
    'GET /api/documents/:documentId/preview',
    {},
    async ({ params, user }, reply) =>
      sendDocument(
        reply,
        await readDocument(contextOf(app), user, params.documentId, 'documentPreview'),
        'inline',
      ),
  );

  contractRoute(app, 'DELETE /api/documents/:documentId', {}, ({ params, body, user }) =>
    deleteDocument(contextOf(app), user, params.documentId, body),
  );
}
