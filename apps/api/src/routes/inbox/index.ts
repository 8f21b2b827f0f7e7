import { INBOX_PAGE_SIZE, REASON_MESSAGE } from '@pathways/schemas';
import type { InboxDetail, InboxKind, User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { recordAccess } from '../../repositories/access-log.js';
import {
  findInboxRow,
  insertInboxNote,
  listInbox,
  listInboxNotes,
  parseCursor,
  toInboxItems,
  updateInboxRow,
} from '../../repositories/inbox.js';
import { findActiveStaff, findUserByUsername, insertUser } from '../../repositories/users.js';
import { NO_PASSWORD_YET, createInvitation } from '../../services/invitations.js';
import { maskAnswers, openAnswers } from '../../services/sensitive-fields.js';
import { inboxKindRegistry } from './kinds.js';

const NOT_FOUND = 'No such submission';
/** The shortest reason an admin may give for opening a record that is not theirs. */
const MIN_REASON = 5;
/** A new client starts their plan here (spec §2's four statuses). */
export const NEW_CLIENT_STATUS = 'Onboarding';
/** The intake form's consent, as recorded for a client made from it. */
export const INTAKE_CONSENT_TEXT_VERSION = 'intake-program-consent-2026-11';
const CONSENT_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const MAX_USERNAME_BASE = 40;

function asRow(row: Record<string, unknown>) {
  return {
    kind: '',
    id: row['id'] as number,
    reference: row['reference'] as string,
    name: row['name'] as string,
    email: row['email'] as string,
    submitted_at: row['submitted_at'] as Date,
    status: row['status'] as string,
    assigned_to: row['assigned_to'] as number | null,
    phone_key: (row['phone_key'] as string | null | undefined) ?? null,
    name_dob_key: (row['name_dob_key'] as string | null | undefined) ?? null,
  };
}

/** A username for a new client from their e-mail, with a number added when it is taken. */
async function freeUsername(trx: Transaction<Database>, email: string): Promise<string> {
  const base =
    (email.split('@', 1)[0] ?? 'client')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, MAX_USERNAME_BASE) || 'client';
  const padded = base.length >= 3 ? base : `${base}-client`;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? padded : `${padded}${suffix}`;
    if (!(await findUserByUsername(trx, candidate))) return candidate;
  }
}

/**
 * Whether `user` may read an intake's sensitive answers: the staff member it is assigned to, or an
 * admin, who must give a reason when it is not assigned to them. Anyone else gets 404.
 */
export function checkNeedToKnow(
  user: User,
  assignedTo: number | null,
  reason: string | undefined,
  notFound: string,
): void {
  if (assignedTo === user.id) return;
  if (user.role !== 'admin') throw new HttpError(404, notFound);
  if (!reason || reason.length < MIN_REASON) {
    throw new HttpError(400, REASON_MESSAGE, { reason: [REASON_MESSAGE] });
  }
}

/** The staff inbox (issue 13): every submission, statuses, assignment, notes, and intake → client. */
export default function inboxRoutes(app: FastifyInstance) {
  async function detail(kind: InboxKind, id: number): Promise<InboxDetail> {
    const row = await findInboxRow(app.db, kind, id);
    if (!row) throw new HttpError(404, NOT_FOUND);
    const [[item], notes, client] = await Promise.all([
      toInboxItems(app.db, [{ ...asRow(row), kind }]),
      listInboxNotes(app.db, kind, id),
      kind === 'clientIntake'
        ? app.db
            .selectFrom('client_profiles')
            .select('user_id')
            .where('intake_submission_id', '=', id)
            .executeTakeFirst()
        : Promise.resolve(undefined),
    ]);
    if (!item) throw new HttpError(404, NOT_FOUND);
    const { answers, protectedFields } = maskAnswers(inboxKindRegistry[kind].answersOf(row));
    return {
      ...item,
      answers,
      protectedFields,
      notes: notes.map((note) => ({
        id: note.id,
        body: note.body,
        createdAt: note.created_at.toISOString(),
        author:
          note.author_id !== null && note.full_name !== null
            ? { id: note.author_id, fullName: note.full_name }
            : null,
      })),
      clientId: client?.user_id ?? null,
    };
  }

  contractRoute(app, 'GET /api/inbox', {}, async ({ query }) => {
    const { cursor: cursorText, ...filters } = query;
    const cursor = cursorText ? parseCursor(cursorText) : undefined;
    if (cursorText && !cursor)
      throw new HttpError(400, 'Unknown cursor', { cursor: ['Unknown cursor'] });
    const { rows, nextCursor } = await listInbox(app.db, filters, cursor, INBOX_PAGE_SIZE);
    return { items: await toInboxItems(app.db, rows), nextCursor };
  });

  contractRoute(app, 'GET /api/inbox/:kind/:id', {}, ({ params }) =>
    detail(params.kind, params.id),
  );

  contractRoute(app, 'PATCH /api/inbox/:kind/:id', {}, async ({ params, body }) => {
    if (body.assignedTo !== undefined && body.assignedTo !== null) {
      if (!(await findActiveStaff(app.db, body.assignedTo))) {
        throw new HttpError(400, 'Please choose an active staff member', {
          assignedTo: ['Please choose an active staff member'],
        });
      }
    }
    if (body.status === 'accepted' && params.kind === 'clientIntake') {
      throw new HttpError(400, 'Accept an intake with its Accept action (it makes the client)', {
        status: ['Accept an intake with its Accept action (it makes the client)'],
      });
    }
    const row = await updateInboxRow(app.db, params.kind, params.id, {
      ...(body.status ? { status: body.status } : {}),
      ...(body.assignedTo !== undefined ? { assigned_to: body.assignedTo } : {}),
    });
    if (!row) throw new HttpError(404, NOT_FOUND);
    const [item] = await toInboxItems(app.db, [{ ...asRow(row), kind: params.kind }]);
    if (!item) throw new HttpError(404, NOT_FOUND);
    return item;
  });

  contractRoute(app, 'POST /api/inbox/:kind/:id/notes', {}, async ({ params, body, user }) => {
    if (!(await findInboxRow(app.db, params.kind, params.id))) throw new HttpError(404, NOT_FOUND);
    const note = await insertInboxNote(app.db, {
      kind: params.kind,
      submissionId: params.id,
      authorId: user.id,
      body: body.body,
      at: app.clock.now(),
    });
    return {
      id: note.id,
      body: note.body,
      createdAt: note.created_at.toISOString(),
      author: { id: user.id, fullName: user.fullName },
    };
  });

  contractRoute(
    app,
    'POST /api/inbox/clientIntake/:id/reveal',
    {},
    async ({ params, body, user }) => {
      const row = await findInboxRow(app.db, 'clientIntake', params.id);
      if (!row) throw new HttpError(404, NOT_FOUND);
      checkNeedToKnow(user, row['assigned_to'] as number | null, body.reason, NOT_FOUND);
      const answers = inboxKindRegistry.clientIntake.answersOf(row);
      const { protectedFields } = maskAnswers(answers);
      const opened = openAnswers(app.cipher, answers);
      await recordAccess(app.db, {
        actorId: user.id,
        at: app.clock.now(),
        intakeSubmissionId: params.id,
        fields: protectedFields,
        reason: body.reason,
      });
      return {
        answers: Object.fromEntries(protectedFields.map((field) => [field, opened[field]])),
      };
    },
  );

  contractRoute(
    app,
    'POST /api/inbox/clientIntake/:id/accept',
    {},
    async ({ params, body, user }) => {
      const caseWorkerId = body.caseWorkerId ?? (user.role === 'caseWorker' ? user.id : undefined);
      if (caseWorkerId === undefined) {
        throw new HttpError(400, 'Please choose the case worker', {
          caseWorkerId: ['Please choose the case worker'],
        });
      }
      if (user.role !== 'admin' && caseWorkerId !== user.id) {
        throw new HttpError(400, 'A case worker can only claim a client for themself', {
          caseWorkerId: ['A case worker can only claim a client for themself'],
        });
      }
      const caseWorker = await findActiveStaff(app.db, caseWorkerId);
      if (!caseWorker) {
        throw new HttpError(400, 'Please choose an active case worker', {
          caseWorkerId: ['Please choose an active case worker'],
        });
      }
      const now = app.clock.now();
      const accepted = await app.db.transaction().execute(async (trx) => {
        // Locked, so two staff accepting at once make one client.
        const intake = await trx
          .selectFrom('client_intake_submissions')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!intake) throw new HttpError(404, NOT_FOUND);
        if (intake.status === 'accepted') {
          throw new HttpError(409, 'This intake has already been accepted');
        }
        const answers = intake.payload;
        const phone = typeof answers['phone'] === 'string' ? answers['phone'] : null;
        const client = await insertUser(trx, {
          username: await freeUsername(trx, intake.email),
          password: NO_PASSWORD_YET,
          email: intake.email,
          role: 'client',
          full_name: intake.name,
          phone,
        });
        const sealed = Object.fromEntries(
          maskAnswers(answers).protectedFields.map((field) => [field, String(answers[field])]),
        );
        await trx
          .insertInto('client_profiles')
          .values({
            user_id: client.id,
            case_worker_id: caseWorker.id,
            intake_submission_id: intake.id,
            employment_goal: typeof answers['goals'] === 'string' ? answers['goals'] : null,
            current_status: NEW_CLIENT_STATUS,
            intake_date: now,
            phone,
            sensitive: JSON.stringify(sealed),
          })
          .execute();
        await trx
          .insertInto('consents')
          .values({
            client_id: client.id,
            scope: 'program',
            recipient: null,
            text_version: INTAKE_CONSENT_TEXT_VERSION,
            given_at: intake.submitted_at,
            expires_at: new Date(intake.submitted_at.getTime() + CONSENT_YEAR_MS),
            recorded_by: user.id,
          })
          .execute();
        await trx
          .insertInto('client_events')
          .values({
            client_id: client.id,
            actor_id: user.id,
            at: now,
            action: 'createdFromIntake',
            changes: JSON.stringify({
              intake: [null, intake.reference],
              caseWorker: [null, caseWorker.full_name],
              status: [null, NEW_CLIENT_STATUS],
            }),
          })
          .execute();
        await trx
          .updateTable('client_intake_submissions')
          .set({ status: 'accepted', assigned_to: caseWorker.id, is_resolved: true })
          .where('id', '=', intake.id)
          .execute();
        const invitation = await createInvitation(trx, app.outbox, client, user.fullName);
        return { clientId: client.id, username: client.username, invitation };
      });
      return accepted;
    },
  );
}
