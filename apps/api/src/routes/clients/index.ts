import { CLIENTS_PAGE_SIZE } from '@pathways/schemas';
import type { ClientRecord, User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { recordAccess } from '../../repositories/access-log.js';
import {
  findClient,
  listAppointments,
  listCaseNotes,
  listClientEvents,
  listClients,
  listConsents,
  listMilestones,
  recordClientEvent,
  saveClientProfile,
  toAppointment,
  toCaseNote,
  toClientSummary,
  toConsent,
  toMilestone,
} from '../../repositories/clients.js';
import type { ClientRow } from '../../repositories/clients.js';
import { clientHasPlacement } from '../../domains/jobs/placements-repository.js';
import { findActiveStaff, findUserById } from '../../repositories/users.js';
import { loadPlanTemplate } from '../../repositories/plan-template.js';
import { PLACEMENT_STEP, dateAfter } from '../../services/action-plan.js';
import { maskAnswers, openAnswers } from '../../services/sensitive-fields.js';
import { checkNeedToKnow } from '../inbox/index.js';

const NOT_FOUND = 'No such client';

/**
 * The case worker's workspace (issue 13). Every route first finds the client within the caller's
 * reach: a case worker's own caseload, or any client for an admin; anything else is 404.
 */
export default function clientRoutes(app: FastifyInstance) {
  async function clientFor(user: User, clientId: number): Promise<ClientRow> {
    const row = await findClient(app.db, clientId);
    if (!row || (user.role !== 'admin' && row.case_worker_id !== user.id)) {
      throw new HttpError(404, NOT_FOUND);
    }
    return row;
  }

  async function record(row: ClientRow): Promise<ClientRecord> {
    const now = app.clock.now();
    const [consents, milestones, appointments, notes, timeline] = await Promise.all([
      listConsents(app.db, row.id),
      listMilestones(app.db, row.id),
      listAppointments(app.db, row.id),
      listCaseNotes(app.db, row.id, true),
      listClientEvents(app.db, row.id),
    ]);
    const { answers, protectedFields } = maskAnswers(row.intake_payload ?? {});
    return {
      ...toClientSummary(row),
      employmentGoal: row.employment_goal,
      housingStatus: row.housing_status,
      resumeSummary: row.resume_summary,
      intakeReference: row.intake_reference,
      intakeAnswers: answers,
      protectedFields: [...new Set([...protectedFields, ...Object.keys(row.sensitive)])],
      consents: consents.map((consent) => toConsent(consent, now)),
      milestones: milestones.map(toMilestone),
      appointments: appointments.map(toAppointment),
      notes: notes.map(toCaseNote),
      timeline,
    };
  }

  contractRoute(app, 'GET /api/clients', {}, async ({ query, user }) => {
    const scoped = user.role === 'admin' ? query : { ...query, caseWorkerId: user.id };
    const rows = await listClients(app.db, scoped, CLIENTS_PAGE_SIZE + 1);
    const page = rows.slice(0, CLIENTS_PAGE_SIZE);
    return {
      clients: page.map(toClientSummary),
      nextBefore: rows.length > CLIENTS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    };
  });

  contractRoute(app, 'GET /api/clients/:id', {}, async ({ params, user }) =>
    record(await clientFor(user, params.id)),
  );

  contractRoute(app, 'PATCH /api/clients/:id', {}, async ({ params, body, user }) => {
    const before = await clientFor(user, params.id);
    if (body.caseWorkerId !== undefined) {
      if (user.role !== 'admin') {
        throw new HttpError(400, 'Only an admin can hand a client to another case worker', {
          caseWorkerId: ['Only an admin can hand a client to another case worker'],
        });
      }
      if (!(await findActiveStaff(app.db, body.caseWorkerId))) {
        throw new HttpError(400, 'Please choose an active case worker', {
          caseWorkerId: ['Please choose an active case worker'],
        });
      }
    }
    const changes: Record<string, [unknown, unknown]> = {};
    const set: {
      current_status?: string;
      employment_goal?: string;
      housing_status?: string;
      phone?: string;
      case_worker_id?: number;
    } = {};
    if (body.status !== undefined && body.status !== before.current_status) {
      set.current_status = body.status;
      changes['status'] = [before.current_status, body.status];
    }
    if (body.employmentGoal !== undefined && body.employmentGoal !== before.employment_goal) {
      set.employment_goal = body.employmentGoal;
      changes['employmentGoal'] = [before.employment_goal, body.employmentGoal];
    }
    if (body.housingStatus !== undefined && body.housingStatus !== before.housing_status) {
      set.housing_status = body.housingStatus;
      changes['housingStatus'] = [before.housing_status, body.housingStatus];
    }
    if (body.phone !== undefined && body.phone !== before.phone) {
      set.phone = body.phone;
      changes['phone'] = [before.phone, body.phone];
    }
    if (body.caseWorkerId !== undefined && body.caseWorkerId !== before.case_worker_id) {
      set.case_worker_id = body.caseWorkerId;
      changes['caseWorker'] = [before.case_worker_id, body.caseWorkerId];
    }
    const saved = await saveClientProfile(app.db, {
      clientId: params.id,
      actorId: user.id,
      version: body.version,
      at: app.clock.now(),
      action: 'profileUpdated',
      set,
      changes,
    });
    if (!saved) {
      const current = await findClient(app.db, params.id);
      const message = `Someone else saved this record first (it is now version ${current?.version ?? '?'}). Reload it to see their changes, then make yours again.`;
      throw new HttpError(409, message, { version: [message] });
    }
    return record(await clientFor(user, params.id));
  });

  contractRoute(app, 'POST /api/clients/:id/sensitive', {}, async ({ params, body, user }) => {
    const row = await clientFor(user, params.id);
    checkNeedToKnow(user, row.case_worker_id, body.reason, NOT_FOUND);
    const opened = openAnswers(app.cipher, row.sensitive);
    const fields = Object.keys(row.sensitive);
    await recordAccess(app.db, {
      actorId: user.id,
      at: app.clock.now(),
      clientId: row.id,
      fields,
      reason: body.reason,
    });
    return { answers: opened };
  });

  contractRoute(app, 'POST /api/clients/:id/notes', {}, async ({ params, body, user }) => {
    await clientFor(user, params.id);
    const row = await app.db
      .insertInto('case_notes')
      .values({
        client_id: params.id,
        author_id: user.id,
        body: body.body,
        is_internal: body.internal,
        created_at: app.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCaseNote({ ...row, author_name: user.fullName });
  });

  contractRoute(app, 'PATCH /api/clients/:id/notes/:noteId', {}, async ({ params, body, user }) => {
    await clientFor(user, params.id);
    const note = await app.db
      .selectFrom('case_notes')
      .selectAll()
      .where('id', '=', params.noteId)
      .where('client_id', '=', params.id)
      .executeTakeFirst();
    if (!note) throw new HttpError(404, 'No such note');
    if (note.author_id !== user.id && user.role !== 'admin') {
      throw new HttpError(403, 'Only the author of a note can edit it');
    }
    const row = await app.db
      .updateTable('case_notes')
      .set({
        body: body.body,
        edited_at: app.clock.now(),
        earlier_bodies: JSON.stringify([...note.earlier_bodies, note.body]),
      })
      .where('id', '=', note.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const author = note.author_id === null ? undefined : await findUserById(app.db, note.author_id);
    return toCaseNote({ ...row, author_name: author?.full_name ?? null });
  });

  contractRoute(app, 'POST /api/clients/:id/appointments', {}, async ({ params, body, user }) => {
    const client = await clientFor(user, params.id);
    const now = app.clock.now();
    return app.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('appointments')
        .values({
          client_id: params.id,
          case_worker_id: client.case_worker_id ?? user.id,
          title: body.title,
          date: new Date(body.date),
          notes: body.notes ?? null,
          mode: body.mode,
          status: 'Confirmed',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const appointment = toAppointment(row);
      await recordClientEvent(trx, {
        clientId: params.id,
        actorId: user.id,
        at: now,
        action: 'appointmentScheduled',
        changes: { [appointment.title]: [null, `${appointment.date} (${appointment.mode})`] },
      });
      return appointment;
    });
  });

  contractRoute(
    app,
    'PATCH /api/clients/:id/appointments/:appointmentId',
    {},
    async ({ params, body, user }) => {
      await clientFor(user, params.id);
      const now = app.clock.now();
      return app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('appointments')
          .selectAll()
          .where('id', '=', params.appointmentId)
          .where('client_id', '=', params.id)
          .executeTakeFirst();
        if (!before) throw new HttpError(404, 'No such appointment');
        const row = await trx
          .updateTable('appointments')
          .set({
            ...(body.date ? { date: new Date(body.date) } : {}),
            ...(body.attendance
              ? { attendance: body.attendance, is_completed: body.attendance === 'attended' }
              : {}),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Moving it answers the client's request to move it.
        if (body.date) {
          await trx
            .updateTable('reschedule_requests')
            .set({ resolved_at: now, resolved_by: user.id })
            .where('appointment_id', '=', before.id)
            .where('resolved_at', 'is', null)
            .execute();
        }
        const [old, next] = [toAppointment(before), toAppointment(row)];
        await recordClientEvent(trx, {
          clientId: params.id,
          actorId: user.id,
          at: now,
          action: body.date ? 'appointmentRescheduled' : 'appointmentAttendance',
          changes: body.date
            ? { [old.title]: [old.date, next.date] }
            : { [old.title]: [old.attendance, next.attendance] },
        });
        return next;
      });
    },
  );

  contractRoute(app, 'POST /api/clients/:id/plan', {}, async ({ params, user }) => {
    const client = await clientFor(user, params.id);
    const now = app.clock.now();
    await app.db.transaction().execute(async (trx) => {
      const existing = new Set((await listMilestones(trx, params.id)).map((row) => row.name));
      const missing = (await loadPlanTemplate(trx))
        .map((step, position) => ({ step, position }))
        .filter(({ step }) => !existing.has(step.name));
      if (missing.length === 0) return;
      await trx
        .insertInto('milestones')
        .values(
          missing.map(({ step, position }) => ({
            client_id: params.id,
            name: step.name,
            description: step.description,
            due_date: step.dueInDays === null ? null : dateAfter(now, step.dueInDays),
            owner_id: client.case_worker_id,
            position,
          })),
        )
        .execute();
      await recordClientEvent(trx, {
        clientId: params.id,
        actorId: user.id,
        at: now,
        action: 'planBuilt',
        changes: { milestones: [existing.size, existing.size + missing.length] },
      });
    });
    return { milestones: (await listMilestones(app.db, params.id)).map(toMilestone) };
  });

  contractRoute(app, 'POST /api/clients/:id/milestones', {}, async ({ params, body, user }) => {
    const client = await clientFor(user, params.id);
    const now = app.clock.now();
    return app.db.transaction().execute(async (trx) => {
      // After the template's steps, in the order added.
      const last = await trx
        .selectFrom('milestones')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('client_id', '=', params.id)
        .executeTakeFirst();
      const row = await trx
        .insertInto('milestones')
        .values({
          client_id: params.id,
          name: body.name,
          description: body.description ?? null,
          due_date: body.dueDate ?? null,
          owner_id: client.case_worker_id,
          position: (last?.position ?? -1) + 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordClientEvent(trx, {
        clientId: params.id,
        actorId: user.id,
        at: now,
        action: 'milestoneAdded',
        changes: { [body.name]: [null, body.dueDate ?? null] },
      });
      return toMilestone({ ...row, owner_name: client.worker_name });
    });
  });

  contractRoute(
    app,
    'PATCH /api/clients/:id/milestones/:milestoneId',
    {},
    async ({ params, body, user }) => {
      await clientFor(user, params.id);
      if (body.ownerId !== undefined && body.ownerId !== null) {
        if (!(await findActiveStaff(app.db, body.ownerId))) {
          throw new HttpError(400, 'Please choose an active staff member', {
            ownerId: ['Please choose an active staff member'],
          });
        }
      }
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('milestones')
          .selectAll()
          .where('id', '=', params.milestoneId)
          .where('client_id', '=', params.id)
          .executeTakeFirst();
        if (!before) throw new HttpError(404, 'No such milestone');
        const old = toMilestone(before);
        const changes: Record<string, [unknown, unknown]> = {};
        if (body.completed !== undefined && body.completed !== before.is_completed) {
          changes['completed'] = [before.is_completed, body.completed];
        }
        if (body.dueDate !== undefined && body.dueDate !== old.dueDate) {
          changes['dueDate'] = [old.dueDate, body.dueDate];
        }
        if (body.ownerId !== undefined && body.ownerId !== before.owner_id) {
          changes['owner'] = [before.owner_id, body.ownerId];
        }
        await trx
          .updateTable('milestones')
          .set({
            ...(body.completed !== undefined
              ? { is_completed: body.completed, completed_date: body.completed ? now : null }
              : {}),
            ...(body.dueDate !== undefined ? { due_date: body.dueDate } : {}),
            ...(body.ownerId !== undefined ? { owner_id: body.ownerId } : {}),
          })
          .where('id', '=', before.id)
          .execute();
        // Placement starts the follow-up clock of the 24-month support model. A recorded placement
        // (issue 14) has already dated the follow-ups from its start date: those stand.
        if (
          body.completed &&
          !before.is_completed &&
          before.name === PLACEMENT_STEP &&
          !(await clientHasPlacement(trx, params.id))
        ) {
          const offsets = new Map(
            (await loadPlanTemplate(trx)).map((step) => [step.name, step.daysAfterPlacement]),
          );
          const followUps = await trx
            .selectFrom('milestones')
            .select(['id', 'name'])
            .where('client_id', '=', params.id)
            .where('is_completed', '=', false)
            .execute();
          for (const followUp of followUps) {
            const days = offsets.get(followUp.name);
            if (days === undefined || days === null) continue;
            await trx
              .updateTable('milestones')
              .set({ due_date: dateAfter(now, days) })
              .where('id', '=', followUp.id)
              .execute();
          }
        }
        if (Object.keys(changes).length > 0) {
          await recordClientEvent(trx, {
            clientId: params.id,
            actorId: user.id,
            at: now,
            action: `milestone: ${before.name}`,
            changes,
          });
        }
      });
      const row = (await listMilestones(app.db, params.id)).find(
        (milestone) => milestone.id === params.milestoneId,
      );
      if (!row) throw new HttpError(404, 'No such milestone');
      return toMilestone(row);
    },
  );

  contractRoute(app, 'GET /api/my/case', {}, async ({ user }) => {
    const row = await findClient(app.db, user.id);
    if (!row) throw new HttpError(404, 'You have no case file yet');
    const now = app.clock.now();
    const [consents, milestones, appointments, notes] = await Promise.all([
      listConsents(app.db, user.id),
      listMilestones(app.db, user.id),
      listAppointments(app.db, user.id),
      listCaseNotes(app.db, user.id, false),
    ]);
    return {
      profile: {
        phone: row.phone,
        employmentGoal: row.employment_goal,
        resumeSummary: row.resume_summary,
        version: row.version,
      },
      caseWorker: toClientSummary(row).caseWorker,
      status: row.current_status,
      milestones: milestones.map(toMilestone),
      appointments: appointments.map(toAppointment),
      consents: consents.map((consent) => toConsent(consent, now)),
      notes: notes.map(toCaseNote),
    };
  });
}
