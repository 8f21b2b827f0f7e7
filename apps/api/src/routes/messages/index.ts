import type { MessageThread, User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { findClient } from '../../repositories/clients.js';
import type { ClientRow } from '../../repositories/clients.js';
import {
  countUnreadForStaff,
  insertMessage,
  listMessages,
  markRead,
  toCaseMessage,
} from '../../repositories/messages.js';
import { enqueueMessage } from '../../services/outbox.js';

const NOT_FOUND = 'No such client';
const NO_CASE = 'You have no case file yet';
/** Where the client reads their messages; the e-mail links here and says nothing more. */
export const CLIENT_MESSAGES_PATH = '/dashboard/client/messages';

/**
 * Messages between a client and their case worker (issue 13). Staff reach a thread the way they
 * reach the client's record (own caseload, or any for an admin; 404 otherwise); a client reaches
 * only their own. A staff message e-mails the client in the same transaction (issue 15).
 */
export default function messageRoutes(app: FastifyInstance) {
  async function clientFor(user: User, clientId: number): Promise<ClientRow> {
    const row = await findClient(app.db, clientId);
    if (!row || (user.role !== 'admin' && row.case_worker_id !== user.id)) {
      throw new HttpError(404, NOT_FOUND);
    }
    return row;
  }

  async function ownCase(user: User): Promise<ClientRow> {
    const row = await findClient(app.db, user.id);
    if (!row) throw new HttpError(404, NO_CASE);
    return row;
  }

  /** The thread as one side sees it: `readerIsClient` says whose unread messages count. */
  async function thread(clientId: number, readerIsClient: boolean): Promise<MessageThread> {
    const messages = (await listMessages(app.db, clientId)).map(toCaseMessage);
    return {
      messages,
      unread: messages.filter(
        (message) => message.fromClient !== readerIsClient && message.readAt === null,
      ).length,
    };
  }

  contractRoute(app, 'GET /api/clients/:id/messages', {}, async ({ params, user }) => {
    await clientFor(user, params.id);
    return thread(params.id, false);
  });

  contractRoute(app, 'POST /api/clients/:id/messages', {}, async ({ params, body, user }) => {
    const client = await clientFor(user, params.id);
    const now = app.clock.now();
    const id = await app.db.transaction().execute(async (trx) => {
      const messageId = await insertMessage(trx, {
        clientId: client.id,
        authorId: user.id,
        fromClient: false,
        body: body.body,
        at: now,
      });
      // The e-mail commits with the message or not at all; it never carries the message's text.
      await enqueueMessage(trx, app.outbox, {
        to: client.email,
        message: {
          template: 'caseWorkerMessage',
          data: {
            name: client.full_name,
            caseWorkerName: user.fullName,
            link: app.outbox.link(CLIENT_MESSAGES_PATH),
          },
        },
      });
      return messageId;
    });
    return toCaseMessage({
      id,
      from_client: false,
      author_name: user.fullName,
      body: body.body,
      sent_at: now,
      read_at: null,
    });
  });

  contractRoute(app, 'POST /api/clients/:id/messages/read', {}, async ({ params, user }) => {
    await clientFor(user, params.id);
    await markRead(app.db, params.id, true, app.clock.now());
    return { unread: 0 };
  });

  contractRoute(app, 'GET /api/messages/unread', {}, async ({ user }) => ({
    unread: await countUnreadForStaff(app.db, user.role === 'admin' ? undefined : user.id),
  }));

  contractRoute(app, 'GET /api/my/messages', {}, async ({ user }) => {
    await ownCase(user);
    return thread(user.id, true);
  });

  contractRoute(app, 'POST /api/my/messages', {}, async ({ body, user }) => {
    await ownCase(user);
    const now = app.clock.now();
    const id = await insertMessage(app.db, {
      clientId: user.id,
      authorId: user.id,
      fromClient: true,
      body: body.body,
      at: now,
    });
    return toCaseMessage({
      id,
      from_client: true,
      author_name: user.fullName,
      body: body.body,
      sent_at: now,
      read_at: null,
    });
  });

  contractRoute(app, 'POST /api/my/messages/read', {}, async ({ user }) => {
    await ownCase(user);
    await markRead(app.db, user.id, false, app.clock.now());
    return { unread: 0 };
  });
}
