import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { findClient, recordClientEvent, saveClientProfile } from '../../repositories/clients.js';

const NO_CASE = 'You have no case file yet';
const NO_APPOINTMENT = 'No such appointment';

/**
 * What a client changes themselves (issue 13): their profile, and a request to move an appointment.
 * Everything is the signed-in client's own; another client's appointment is 404. Each change goes on
 * the timeline their case worker reads.
 */
export default function myProfileRoutes(app: FastifyInstance) {
  contractRoute(app, 'PATCH /api/my/profile', {}, async ({ body, user }) => {
    const before = await findClient(app.db, user.id);
    if (!before) throw new HttpError(404, NO_CASE);
    const set: {
      phone?: string | null;
      employment_goal?: string | null;
      resume_summary?: string | null;
    } = {};
    const changes: Record<string, [unknown, unknown]> = {};
    // An emptied field is cleared; a field left out of the request is left alone.
    const fields = [
      ['phone', 'phone', before.phone],
      ['employmentGoal', 'employment_goal', before.employment_goal],
      ['resumeSummary', 'resume_summary', before.resume_summary],
    ] as const;
    for (const [field, column, old] of fields) {
      if (!(field in body)) continue;
      const next = body[field] ?? null;
      if (next === old) continue;
      set[column] = next;
      changes[field] = [old, next];
    }
    const saved = await saveClientProfile(app.db, {
      clientId: user.id,
      actorId: user.id,
      version: body.version,
      at: app.clock.now(),
      action: 'profileUpdatedByClient',
      set,
      changes,
    });
    const current = await findClient(app.db, user.id);
    if (!saved || !current) {
      const message = `Your profile was changed elsewhere (it is now version ${current?.version ?? '?'}). Reload the page to see the changes, then make yours again.`;
      throw new HttpError(409, message, { version: [message] });
    }
    return {
      phone: current.phone,
      employmentGoal: current.employment_goal,
      resumeSummary: current.resume_summary,
      version: current.version,
    };
  });

  contractRoute(
    app,
    'POST /api/my/appointments/:id/reschedule',
    {},
    async ({ params, body, user }) => {
      const now = app.clock.now();
      return app.db.transaction().execute(async (trx) => {
        const appointment = await trx
          .selectFrom('appointments')
          .selectAll()
          .where('id', '=', params.id)
          .where('client_id', '=', user.id)
          // Two quick clicks: the second waits and then finds the first request.
          .forUpdate()
          .executeTakeFirst();
        if (!appointment) throw new HttpError(404, NO_APPOINTMENT);
        if (appointment.attendance !== 'scheduled' || appointment.date.getTime() <= now.getTime()) {
          throw new HttpError(
            409,
            'This appointment has already taken place or was settled; please message your case worker instead',
          );
        }
        const open = await trx
          .selectFrom('reschedule_requests')
          .select('id')
          .where('appointment_id', '=', appointment.id)
          .where('resolved_at', 'is', null)
          .executeTakeFirst();
        if (open) {
          throw new HttpError(
            409,
            'You have already asked to move this appointment; your case worker will be in touch',
          );
        }
        const row = await trx
          .insertInto('reschedule_requests')
          .values({
            appointment_id: appointment.id,
            client_id: user.id,
            preferred_times: body.preferredTimes,
            requested_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordClientEvent(trx, {
          clientId: user.id,
          actorId: user.id,
          at: now,
          action: 'rescheduleRequested',
          changes: { [appointment.title]: [appointment.date.toISOString(), body.preferredTimes] },
        });
        return {
          id: row.id,
          preferredTimes: row.preferred_times,
          requestedAt: row.requested_at.toISOString(),
        };
      });
    },
  );
}
