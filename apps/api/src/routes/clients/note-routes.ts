import type { FastifyInstance } from 'fastify';
import { addCaseNote } from '../../domains/clients/use-cases/add-case-note.js';
import { editCaseNote } from '../../domains/clients/use-cases/edit-case-note.js';
import { listCaseNotes } from '../../domains/clients/use-cases/list-case-notes.js';
import { redactCaseNote } from '../../domains/clients/use-cases/redact-case-note.js';
import { contractRoute } from '../../lib/contract-route.js';
import { contextOf } from '../../services/use-case-context.js';

/** Case notes: added, edited, made internal, redacted, read a page at a time. */
export function registerNoteRoutes(app: FastifyInstance): void {
  contractRoute(app, 'GET /api/clients/:id/notes', {}, ({ params, query, user }) =>
    listCaseNotes(contextOf(app), user, { ...query, clientId: params.id }),
  );

  contractRoute(app, 'POST /api/clients/:id/notes', {}, ({ params, body, user }) =>
    addCaseNote(contextOf(app), user, { ...body, clientId: params.id }),
  );

  contractRoute(app, 'PATCH /api/clients/:id/notes/:noteId', {}, ({ params, body, user }) =>
    editCaseNote(contextOf(app), user, { ...body, clientId: params.id, noteId: params.noteId }),
  );

  contractRoute(app, 'POST /api/clients/:id/notes/:noteId/redact', {}, ({ params, body, user }) =>
    redactCaseNote(contextOf(app), user, {
      clientId: params.id,
      noteId: params.noteId,
      reason: body.reason,
    }),
  );
}
