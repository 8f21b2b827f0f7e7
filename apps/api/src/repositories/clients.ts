import { CONSENT_EXPIRES_SOON_DAYS } from '@pathways/schemas';
import type {
  CaseNote,
  ClientAppointment,
  ClientEvent,
  ClientSummary,
  ClientsQuery,
  Consent,
  ConsentBadge,
  Milestone,
} from '@pathways/schemas';
import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type {
  AppointmentsTable,
  CaseNotesTable,
  ClientProfilesTable,
  ConsentsTable,
  Database,
  MilestonesTable,
} from '../db/database.js';
import { escapeLike } from './users.js';

type Queryable = Kysely<Database> | Transaction<Database>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The client's profile joined with their account and case worker. */
function clientSelect(db: Queryable) {
  return db
    .selectFrom('client_profiles as profile')
    .innerJoin('users as client', 'client.id', 'profile.user_id')
    .leftJoin('users as worker', 'worker.id', 'profile.case_worker_id')
    .leftJoin('client_intake_submissions as intake', 'intake.id', 'profile.intake_submission_id')
    .select([
      'client.id',
      'client.full_name',
      'client.email',
      sql<string | null>`coalesce(profile.phone, client.phone)`.as('phone'),
      'profile.current_status',
      'profile.case_worker_id',
      'worker.full_name as worker_name',
      'profile.intake_date',
      'profile.version',
      'profile.employment_goal',
      'profile.housing_status',
      'profile.sensitive',
      'intake.reference as intake_reference',
      'intake.payload as intake_payload',
      'profile.resume_summary',
      'profile.resume_url',
      // The partial index on unread messages answers this without reading the thread.
      sql<number>`(select count(*) from case_messages as unread
        where unread.client_id = client.id and unread.from_client and unread.read_at is null)::int`.as(
        'unread_messages',
      ),
    ]);
}

export type ClientRow = Awaited<ReturnType<typeof findClient>> & object;

export function findClient(db: Queryable, clientId: number) {
  return clientSelect(db).where('client.id', '=', clientId).executeTakeFirst();
}

export function toClientSummary(row: ClientRow): ClientSummary {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    status: row.current_status,
    caseWorker:
      row.case_worker_id !== null && row.worker_name !== null
        ? { id: row.case_worker_id, fullName: row.worker_name }
        : null,
    intakeDate: row.intake_date.toISOString(),
    version: row.version,
    unreadMessages: row.unread_messages,
  };
}

/** A page of clients, newest first; `caseWorkerId` limits it to one caseload. */
export async function listClients(
  db: Queryable,
  query: ClientsQuery,
  limit: number,
): Promise<ClientRow[]> {
  let select = clientSelect(db).orderBy('client.id', 'desc').limit(limit);
  if (query.caseWorkerId !== undefined)
    select = select.where('profile.case_worker_id', '=', query.caseWorkerId);
  if (query.status) select = select.where('profile.current_status', '=', query.status);
  if (query.before !== undefined) select = select.where('client.id', '<', query.before);
  if (query.unread) {
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('case_messages as message')
          .select('message.id')
          .whereRef('message.client_id', '=', 'client.id')
          .where('message.from_client', '=', true)
          .where('message.read_at', 'is', null),
      ),
    );
  }
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    select = select.where((eb) =>
      eb.or([
        eb(sql<string>`lower(client.full_name)`, 'like', pattern),
        eb(sql<string>`lower(client.email)`, 'like', pattern),
      ]),
    );
  }
  return select.execute();
}

export { consentBadge, toConsent } from '../domains/consents/repository.js';

/** An appointment row with the client's open request to move it, when the query joined one. */
type AppointmentRow = Selectable<AppointmentsTable> & {
  request_id?: number | null;
  request_preferred_times?: string | null;
  request_requested_at?: Date | null;
};

export function toAppointment(row: AppointmentRow): ClientAppointment {
  return {
    id: row.id,
    title: row.title,
    date: row.date.toISOString(),
    mode: row.mode === 'virtual' ? 'virtual' : 'inPerson',
    attendance:
      row.attendance === 'attended' || row.attendance === 'noShow' || row.attendance === 'cancelled'
        ? row.attendance
        : 'scheduled',
    notes: row.notes,
    rescheduleRequest:
      row.request_id != null && row.request_preferred_times != null && row.request_requested_at
        ? {
            id: row.request_id,
            preferredTimes: row.request_preferred_times,
            requestedAt: row.request_requested_at.toISOString(),
          }
        : null,
  };
}

export function toMilestone(
  row: Selectable<MilestonesTable> & { owner_name?: string | null },
): Milestone {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    dueDate: row.due_date ? new Date(row.due_date).toISOString().slice(0, 10) : null,
    owner:
      row.owner_id !== null && row.owner_name
        ? { id: row.owner_id, fullName: row.owner_name }
        : null,
    completedAt: row.is_completed ? (row.completed_date?.toISOString() ?? null) : null,
  };
}

export function toCaseNote(
  row: Selectable<CaseNotesTable> & { author_name: string | null },
): CaseNote {
  return {
    id: row.id,
    author:
      row.author_id !== null && row.author_name !== null
        ? { id: row.author_id, fullName: row.author_name }
        : null,
    body: row.body,
    internal: row.is_internal,
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
    earlierBodies: row.earlier_bodies,
  };
}

export function listConsents(db: Queryable, clientId: number) {
  return db
    .selectFrom('consents')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
}

export function listMilestones(db: Queryable, clientId: number) {
  return db
    .selectFrom('milestones')
    .leftJoin('users', 'users.id', 'milestones.owner_id')
    .selectAll('milestones')
    .select('users.full_name as owner_name')
    .where('milestones.client_id', '=', clientId)
    .orderBy('milestones.position')
    .orderBy('milestones.id')
    .execute();
}

/** The client's appointments by date, each with its open reschedule request (at most one). */
export function listAppointments(db: Queryable, clientId: number) {
  return db
    .selectFrom('appointments')
    .leftJoin('reschedule_requests as request', (join) =>
      join
        .onRef('request.appointment_id', '=', 'appointments.id')
        .on('request.resolved_at', 'is', null),
    )
    .selectAll('appointments')
    .select([
      'request.id as request_id',
      'request.preferred_times as request_preferred_times',
      'request.requested_at as request_requested_at',
    ])
    .where('appointments.client_id', '=', clientId)
    .orderBy('appointments.date')
    .execute();
}

export function listCaseNotes(db: Queryable, clientId: number, includeInternal: boolean) {
  let select = db
    .selectFrom('case_notes')
    .leftJoin('users', 'users.id', 'case_notes.author_id')
    .selectAll('case_notes')
    .select('users.full_name as author_name')
    .where('case_notes.client_id', '=', clientId)
    .orderBy('case_notes.id', 'desc');
  if (!includeInternal) select = select.where('case_notes.is_internal', '=', false);
  return select.execute();
}

export async function listClientEvents(db: Queryable, clientId: number): Promise<ClientEvent[]> {
  const rows = await db
    .selectFrom('client_events')
    .leftJoin('users', 'users.id', 'client_events.actor_id')
    .selectAll('client_events')
    .select('users.full_name as actor_name')
    .where('client_events.client_id', '=', clientId)
    .orderBy('client_events.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actor_id !== null && row.actor_name !== null
        ? { id: row.actor_id, fullName: row.actor_name }
        : null,
    action: row.action,
    changes: row.changes,
  }));
}

/** One entry on the client's timeline: what changed, from what to what. */
/**
 * Saves `set` on a client's profile over the version the caller read, and its `changes` on the
 * client's timeline, in one transaction. False when someone saved that version first: then nothing
 * changed, and the caller answers 409 (of two saves of one version, the second changes nothing).
 */
export async function saveClientProfile(
  db: Kysely<Database>,
  save: {
    clientId: number;
    actorId: number;
    version: number;
    at: Date;
    action: string;
    set: Updateable<ClientProfilesTable>;
    changes: Record<string, [unknown, unknown]>;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('client_profiles')
      .set((eb) => ({ ...save.set, version: eb('version', '+', 1) }))
      .where('user_id', '=', save.clientId)
      .where('version', '=', save.version)
      .returning('version')
      .executeTakeFirst();
    if (!updated) return false;
    if (Object.keys(save.changes).length > 0) {
      await recordClientEvent(trx, {
        clientId: save.clientId,
        actorId: save.actorId,
        at: save.at,
        action: save.action,
        changes: save.changes,
      });
    }
    return true;
  });
}

export async function recordClientEvent(
  db: Queryable,
  event: {
    clientId: number;
    /** Null for the system's own doing (a consent that lapsed). */
    actorId: number | null;
    at: Date;
    action: string;
    changes?: Record<string, [unknown, unknown]>;
  },
): Promise<void> {
  await db
    .insertInto('client_events')
    .values({
      client_id: event.clientId,
      actor_id: event.actorId,
      at: event.at,
      action: event.action,
      changes: JSON.stringify(event.changes ?? {}),
    })
    .execute();
}
