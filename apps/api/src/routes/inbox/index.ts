import type { FastifyInstance } from 'fastify';
import { addSubmissionNote } from '../../domains/inbox/use-cases/add-submission-note.js';
import { getSubmission } from '../../domains/inbox/use-cases/get-submission.js';
import { listInbox } from '../../domains/inbox/use-cases/list-inbox.js';
import { replyToSubmission } from '../../domains/inbox/use-cases/reply-to-submission.js';
import { listSubmissionHistory } from '../../domains/inbox/use-cases/list-submission-history.js';
import { updateSubmission } from '../../domains/inbox/use-cases/update-submission.js';
import { contractRoute } from '../../lib/contract-route.js';
import { contextOf } from '../../services/use-case-context.js';
import { registerIntakeRoutes } from './intake-routes.js';

/** The staff inbox (issue 13): every submission, statuses, assignment, notes, and intake → client. */
export default function inboxRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/inbox', {}, ({ query }) => listInbox(app.db, query));

  contractRoute(app, 'GET /api/inbox/:kind/:id', {}, ({ params }) => getSubmission(app.db, params));

  contractRoute(app, 'GET /api/inbox/:kind/:id/history', {}, ({ params, query }) =>
    listSubmissionHistory(app.db, { ...params, before: query.before }),
  );

  contractRoute(app, 'PATCH /api/inbox/:kind/:id', {}, ({ params, body, user }) =>
    updateSubmission(contextOf(app), user, { ...body, ...params }),
  );

  contractRoute(app, 'POST /api/inbox/:kind/:id/notes', {}, ({ params, body, user }) =>
    addSubmissionNote(contextOf(app), user, { ...params, body: body.body }),
  );

  contractRoute(app, 'POST /api/inbox/:kind/:id/reply', {}, ({ params, body, user }) =>
    replyToSubmission(contextOf(app), user, { ...params, body: body.body }),
  );

  registerIntakeRoutes(app);
}
