import type { ClientStatus, ClientsQuery } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Updateable } from 'kysely';
import type { ClientProfilesTable } from '../../../db/database.js';
import { escapeLike } from '../../users/repository.js';
import type { Queryable } from '../../../services/transactions.js';

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
      'client.preferred_language',
      sql<string | null>`coalesce(profile.phone, client.phone)`.as('phone'),
      'profile.current_status',
      'profile.case_worker_id',
      'worker.full_name as worker_name',
      'profile.intake_date',
      'profile.version',
      'profile.employment_goal',
      'profile.housing_status',
      'profile.sensitive',
      'profile.intake_submission_id',
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

/** The client made from an intake, once it was accepted. */
export function findClientOfIntake(db: Queryable, intakeId: number) {
  return clientSelect(db).where('profile.intake_submission_id', '=', intakeId).executeTakeFirst();
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

/** The account's client record, if any, and the intake it was made from (null: none yet). */
export function findProfileOf(db: Queryable, userId: number) {
  return db
    .selectFrom('client_profiles')
    .select(['id', 'intake_submission_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export interface IntakeProfile {
  userId: number;
  caseWorkerId: number;
  intakeSubmissionId: number;
  employmentGoal: string | null;
  status: ClientStatus;
  intakeDate: Date;
  phone: string | null;
  /** Sealed values only. */
  sensitive: Record<string, string>;
}

/**
 * The client record made from an accepted intake: a new row, or the empty record a self-registered
 * client account already has (linked on staff's say), filled in.
 */
export async function saveIntakeProfile(db: Queryable, profile: IntakeProfile): Promise<void> {
  const values = {
    case_worker_id: profile.caseWorkerId,
    intake_submission_id: profile.intakeSubmissionId,
    employment_goal: profile.employmentGoal,
    current_status: profile.status,
    intake_date: profile.intakeDate,
    phone: profile.phone,
    sensitive: JSON.stringify(profile.sensitive),
  };
  const updated = await db
    .updateTable('client_profiles')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('user_id', '=', profile.userId)
    .where('intake_submission_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  await db
    .insertInto('client_profiles')
    .values({ user_id: profile.userId, ...values })
    .execute();
}

/**
 * Saves `set` on a client's profile over the version the caller read. False when someone saved
 * that version first: then nothing changed, and the caller answers 409.
 */
export async function updateClientProfile(
  db: Queryable,
  clientId: number,
  version: number,
  set: Updateable<ClientProfilesTable>,
): Promise<boolean> {
  const updated = await db
    .updateTable('client_profiles')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('user_id', '=', clientId)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return updated !== undefined;
}

/** The status a recorded hire puts a client in (spec §2's last status). */
export const PLACED_STATUS: ClientStatus = 'Placement';

/**
 * A hire was recorded (issue 32 D4): the client's status becomes "Placement", a new version, so
 * the caseload figures count them placed. Answers the status before, or undefined when it was
 * already "Placement" (nothing changed).
 */
export async function markPlaced(
  db: Queryable,
  clientId: number,
): Promise<ClientStatus | undefined> {
  const before = await db
    .selectFrom('client_profiles')
    .select('current_status')
    .where('user_id', '=', clientId)
    .executeTakeFirst();
  if (!before || before.current_status === PLACED_STATUS) return undefined;
  await db
    .updateTable('client_profiles')
    .set((eb) => ({ current_status: PLACED_STATUS, version: eb('version', '+', 1) }))
    .where('user_id', '=', clientId)
    .execute();
  return before.current_status;
}

/*
 * The client's job-seeking answers on their profile (`client_profiles`: skills, interests and the
 * sealed self-declaration, an entry of `sensitive`), and the empty case file a self-registered
 * client account starts with. The profile is the clients domain's table: the job board and the
 * users domain read and write it through these.
 */

export function findSeekerProfile(db: Queryable, userId: number) {
  return db
    .selectFrom('client_profiles')
    .select(['id', 'skills', 'job_interests', 'sensitive'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveSeekerProfile(
  db: Queryable,
  profileId: number,
  profile: { skills: string[]; interests: string[]; sensitive: Record<string, string> },
): Promise<void> {
  await db
    .updateTable('client_profiles')
    .set({
      skills: profile.skills,
      job_interests: profile.interests,
      sensitive: JSON.stringify(profile.sensitive),
    })
    .where('id', '=', profileId)
    .execute();
}

/** A client's empty case file, made with a self-registered client account. */
export async function insertEmptyClientProfile(db: Queryable, userId: number): Promise<void> {
  await db.insertInto('client_profiles').values({ user_id: userId }).execute();
}

/** Hands clients to another case worker (a caseload move), in the caller's transaction. */
export async function reassignCaseWorker(
  db: Queryable,
  clientIds: readonly number[],
  caseWorkerId: number,
): Promise<number> {
  if (clientIds.length === 0) return 0;
  const rows = await db
    .updateTable('client_profiles')
    .set((eb) => ({ case_worker_id: caseWorkerId, version: eb('version', '+', 1) }))
    .where('user_id', 'in', clientIds)
    .returning('user_id')
    .execute();
  return rows.length;
}
