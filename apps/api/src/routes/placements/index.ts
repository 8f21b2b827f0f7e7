import type { User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { findClient, recordClientEvent } from '../../repositories/clients.js';
import { refreshFollowUpSummaries } from '../../repositories/placement-summaries.js';
import {
  dayOf,
  findFollowUp,
  followUpState,
  listClientPlacements,
  listDueFollowUps,
  listProgramEnrollments,
  profileIdOf,
  toFollowUp,
} from '../../repositories/placements.js';

const NO_CLIENT = 'No such client';
const NO_FOLLOW_UP = 'No such follow-up';
const STALE =
  'Someone else recorded this follow-up since you opened it. Please review and try again.';
const NOT_YET_DUE = 'This follow-up is not due yet';

/**
 * Placements on the client's record and the case worker's follow-ups (issue 14). A case worker
 * reaches only their own caseload: anything else is 404, as for the client record itself.
 */
export default function placementRoutes(app: FastifyInstance) {
  /** The client's profile id, when the client is within the caller's reach (404 otherwise). */
  async function clientFor(user: User, clientId: number): Promise<{ profileId: number }> {
    const client = await findClient(app.db, clientId);
    const profileId = await profileIdOf(app.db, clientId);
    if (
      !client ||
      profileId === undefined ||
      (user.role !== 'admin' && client.case_worker_id !== user.id)
    ) {
      throw new HttpError(404, NO_CLIENT);
    }
    return { profileId };
  }

  contractRoute(app, 'GET /api/clients/:id/placements', {}, async ({ params, user }) => {
    const client = await clientFor(user, params.id);
    const [placements, programs] = await Promise.all([
      listClientPlacements(app.db, params.id, dayOf(app.clock.now())),
      listProgramEnrollments(app.db, client.profileId),
    ]);
    return { placements, programs };
  });

  contractRoute(
    app,
    'POST /api/clients/:id/program-enrollments',
    {},
    async ({ params, body, user }) => {
      const client = await clientFor(user, params.id);
      const now = app.clock.now();
      return app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('program_enrollments')
          .values({
            client_profile_id: client.profileId,
            program: body.program,
            enrolled_on: body.enrolledOn,
            recorded_by: user.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordClientEvent(trx, {
          clientId: params.id,
          actorId: user.id,
          at: now,
          action: 'program enrolment',
          changes: { program: [null, body.program], enrolledOn: [null, body.enrolledOn] },
        });
        return { id: row.id, program: body.program, enrolledOn: body.enrolledOn };
      });
    },
  );

  contractRoute(app, 'GET /api/follow-ups', {}, async ({ user }) => {
    const today = dayOf(app.clock.now());
    return {
      asOf: today,
      followUps: await listDueFollowUps(app.db, user.role === 'admin' ? null : user.id, today),
    };
  });

  contractRoute(app, 'PATCH /api/follow-ups/:id', {}, async ({ params, body, user }) => {
    const now = app.clock.now();
    const today = dayOf(now);
    return app.db.transaction().execute(async (trx) => {
      const before = await findFollowUp(trx, params.id);
      if (!before || (user.role !== 'admin' && before.case_worker_id !== user.id)) {
        throw new HttpError(404, NO_FOLLOW_UP);
      }
      if (followUpState(before.due_on, before.recorded_at, today) === 'upcoming') {
        throw new HttpError(409, NOT_YET_DUE);
      }
      const stillEmployed = body.stillEmployed;
      // Only over the version the caller read: of two recordings of one version, the second is refused.
      const updated = await trx
        .updateTable('placement_follow_ups')
        .set((eb) => ({
          still_employed: stillEmployed,
          same_employer: stillEmployed ? (body.sameEmployer ?? null) : null,
          hourly_wage: stillEmployed ? (body.hourlyWage ?? null) : null,
          notes: body.notes ?? null,
          recorded_at: now,
          recorded_by: user.id,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', params.id)
        .where('version', '=', body.version)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new HttpError(409, STALE);
      // The outcomes read the placement's summary: rewritten here, in the same transaction.
      await refreshFollowUpSummaries(trx, [before.placement_id]);
      // The follow-up is the client's action-plan milestone too: one list, completed once.
      if (before.milestone_id !== null) {
        await trx
          .updateTable('milestones')
          .set({ is_completed: true, completed_date: now })
          .where('id', '=', before.milestone_id)
          .where('is_completed', '=', false)
          .execute();
      }
      await recordClientEvent(trx, {
        clientId: before.client_id,
        actorId: user.id,
        at: now,
        action: `follow-up: ${before.day} days`,
        changes: {
          stillEmployed: [before.still_employed, stillEmployed],
          ...(stillEmployed
            ? {
                sameEmployer: [before.same_employer, body.sameEmployer ?? null],
                hourlyWage: [before.hourly_wage, body.hourlyWage ?? null],
              }
            : {}),
        },
      });
      const after = await findFollowUp(trx, params.id);
      if (!after) throw new HttpError(404, NO_FOLLOW_UP);
      return toFollowUp(after, today);
    });
  });
}
