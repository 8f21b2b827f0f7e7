import type { FastifyInstance } from 'fastify';
import { getClientRecord } from '../../domains/clients/use-cases/get-client-record.js';
import { listClientTimeline } from '../../domains/clients/use-cases/list-client-timeline.js';
import { listClients } from '../../domains/clients/use-cases/list-clients.js';
import { revealClientAnswers } from '../../domains/clients/use-cases/reveal-client-answers.js';
import { reissueInvitation } from '../../domains/clients/use-cases/reissue-invitation.js';
import { updateClient } from '../../domains/clients/use-cases/update-client.js';
import { contractRoute } from '../../lib/contract-route.js';
import { contextOf } from '../../services/use-case-context.js';

/** The caseload and a client's record: profile, sealed answers (logged), history. */
export function registerRecordRoutes(app: FastifyInstance): void {
  contractRoute(app, 'GET /api/clients', {}, ({ query, user }) => listClients(app.db, user, query));

  contractRoute(app, 'GET /api/clients/:id', {}, ({ params, user }) =>
    getClientRecord(contextOf(app), user, { clientId: params.id }),
  );

  contractRoute(app, 'PATCH /api/clients/:id', {}, ({ params, body, user }) =>
    updateClient(contextOf(app), user, { ...body, clientId: params.id }),
  );

  contractRoute(app, 'POST /api/clients/:id/invitation', {}, ({ params, user }) =>
    reissueInvitation(contextOf(app), user, { clientId: params.id }),
  );

  contractRoute(app, 'POST /api/clients/:id/sensitive', {}, ({ params, body, user }) =>
    revealClientAnswers(contextOf(app), user, { clientId: params.id, reason: body.reason }),
  );

  contractRoute(app, 'GET /api/clients/:id/timeline', {}, ({ params, query, user }) =>
    listClientTimeline(contextOf(app), user, { ...query, clientId: params.id }),
  );
}
