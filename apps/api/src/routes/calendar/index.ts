import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  createFeed,
  getFeedState,
  revokeFeed,
} from '../../domains/calendar/use-cases/manage-feed.js';
import {
  myAppointmentIcs,
  readFeed,
  staffAppointmentIcs,
} from '../../domains/calendar/use-cases/read-calendars.js';
import { contractRoute } from '../../lib/contract-route.js';
import { limitConfig } from '../../lib/rate-limits.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { contextOf } from '../../services/use-case-context.js';

export interface CalendarRoutesOptions {
  /** Null switches the limits off (tests). */
  rateLimits: RateLimits | null;
}

function sendIcs(reply: FastifyReply, body: string, filename: string): FastifyReply {
  return (
    reply
      .type('text/calendar; charset=utf-8')
      // A feed or a file says who meets whom and when: never kept by a shared cache.
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(body)
  );
}

/** Calendars (issue 31.4): the private feed's management, the feed itself, and .ics downloads. */
export default function calendarRoutes(
  app: FastifyInstance,
  { rateLimits }: CalendarRoutesOptions,
) {
  contractRoute(app, 'GET /api/my/calendar-feed', {}, ({ user }) =>
    getFeedState(contextOf(app), user),
  );

  contractRoute(app, 'POST /api/my/calendar-feed', {}, ({ body, user }) =>
    createFeed(contextOf(app), user, body),
  );

  contractRoute(app, 'POST /api/my/calendar-feed/revoke', {}, ({ user }) =>
    revokeFeed(contextOf(app), user),
  );

  contractRoute(
    app,
    'GET /api/calendar/:token.ics',
    { config: limitConfig(rateLimits?.calendarFeedPerIp) },
    async ({ params }, reply) =>
      sendIcs(reply, await readFeed(contextOf(app), params.token), 'pathways.ics'),
  );

  contractRoute(
    app,
    'GET /api/clients/:id/appointments/:appointmentId.ics',
    {},
    async ({ params, user }, reply) =>
      sendIcs(
        reply,
        await staffAppointmentIcs(contextOf(app), user, {
          clientId: params.id,
          appointmentId: params.appointmentId,
        }),
        `appointment-${params.appointmentId}.ics`,
      ),
  );

  contractRoute(
    app,
    'GET /api/my/appointments/:id.ics',
    {},
    async ({ params, query, user }, reply) =>
      sendIcs(
        reply,
        await myAppointmentIcs(contextOf(app), user, {
          appointmentId: params.id,
          language: query.lang ?? 'en',
        }),
        `appointment-${params.id}.ics`,
      ),
  );
}
