import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { countMyUnread } from '../../domains/messages/use-cases/count-my-unread.js';
import { countStaffUnread } from '../../domains/messages/use-cases/count-staff-unread.js';
import { markClientThreadRead } from '../../domains/messages/use-cases/mark-client-thread-read.js';
import { markMyThreadRead } from '../../domains/messages/use-cases/mark-my-thread-read.js';
import { readClientThread } from '../../domains/messages/use-cases/read-client-thread.js';
import { readMyThread } from '../../domains/messages/use-cases/read-my-thread.js';
import { sendClientMessage } from '../../domains/messages/use-cases/send-client-message.js';
import { sendStaffMessage } from '../../domains/messages/use-cases/send-staff-message.js';
import { contextOf } from '../../services/use-case-context.js';

export interface MessageRoutesOptions {
  /** Null switches the limits off (tests). */
  rateLimits: RateLimits | null;
}

/**
 * Messages between a client and their case worker (issue 13). Threads are read a page at a time;
 * sending is limited per account (429 beyond), so no one floods a thread or an inbox.
 */
export default function messageRoutes(app: FastifyInstance, { rateLimits }: MessageRoutesOptions) {
  const limit = rateLimits?.messagesPerUser;
  // Per account, not per address: the session is read before route hooks run.
  const sendConfig = limit
    ? {
        config: {
          rateLimit: {
            ...limit,
            keyGenerator: (request: FastifyRequest) =>
              `messages:${String(request.session.userId ?? request.ip)}`,
          },
        },
      }
    : {};

  contractRoute(app, 'GET /api/clients/:id/messages', {}, ({ params, query, user }) =>
    readClientThread(app.db, user, { clientId: params.id, before: query.before }),
  );

  contractRoute(app, 'POST /api/clients/:id/messages', sendConfig, ({ params, body, user }) =>
    sendStaffMessage(contextOf(app), user, { clientId: params.id, body: body.body }),
  );

  contractRoute(app, 'POST /api/clients/:id/messages/read', {}, ({ params, user }) =>
    markClientThreadRead(contextOf(app), user, params.id),
  );

  contractRoute(app, 'GET /api/messages/unread', {}, ({ user }) =>
    countStaffUnread(contextOf(app), user),
  );

  contractRoute(app, 'GET /api/my/messages', {}, ({ query, user }) =>
    readMyThread(app.db, user, { before: query.before }),
  );

  contractRoute(app, 'POST /api/my/messages', sendConfig, ({ body, user }) =>
    sendClientMessage(contextOf(app), user, { body: body.body }),
  );

  contractRoute(app, 'GET /api/my/messages/unread', {}, ({ user }) =>
    countMyUnread(contextOf(app), user),
  );

  contractRoute(app, 'POST /api/my/messages/read', {}, ({ user }) =>
    markMyThreadRead(contextOf(app), user),
  );
}
