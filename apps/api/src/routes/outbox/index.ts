import type { FastifyInstance } from 'fastify';
import { listMessages } from '../../domains/outbox/use-cases/list-messages.js';
import { retryMessage } from '../../domains/outbox/use-cases/retry-message.js';
import { showMessage } from '../../domains/outbox/use-cases/show-message.js';
import { contractRoute } from '../../lib/contract-route.js';

/** Admin › Settings › Outbox: what the portal wrote, whether it went, and a way to send it again. */
export default function outboxRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/outbox', {}, ({ query }) => listMessages(app.db, app.outbox, query));
  contractRoute(app, 'GET /api/outbox/:id', {}, ({ params }) => showMessage(app.db, params.id));
  contractRoute(app, 'POST /api/outbox/:id/retry', {}, ({ params }) =>
    retryMessage(app.db, params.id, app.clock.now()),
  );
}
