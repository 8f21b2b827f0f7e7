import type { Queryable } from '../../services/transactions.js';

/*
 * The calendar domain's tables (calendar_feeds, calendar_event_versions) are written only here.
 * Appointments are the clients domain's: read here, never written.
 */

export function findLiveFeed(db: Queryable, userId: number) {
  return db
    .selectFrom('calendar_feeds')
    .select(['id', 'created_at', 'language'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The live feed a token's hash opens, with its owner (only an active account's feed answers). */
export function findFeedByHash(db: Queryable, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds as feed')
    .innerJoin('users as owner', 'owner.id', 'feed.user_id')
    .select(['feed.id', 'feed.language', 'owner.id as user_id', 'owner.role', 'owner.full_name'])
    .where('feed.token_hash', '=', tokenHash)
    .where('feed.revoked_at', 'is', null)
    .where('owner.deactivated_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeLiveFeeds(db: Queryable, userId: number, at: Date): Promise<number> {
  const rows = await db
    .updateTable('calendar_feeds')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

export function insertFeed(
  db: Queryable,
  feed: { userId: number; tokenHash: string; language: 'en' | 'es'; at: Date },
) {
  return db
    .insertInto('calendar_feeds')
    .values({
      user_id: feed.userId,
      token_hash: feed.tokenHash,
      language: feed.language,
      created_at: feed.at,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** What an event may show: the time, the place, and first names (never notes or titles). */
function appointmentRows(db: Queryable) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as client', 'client.id', 'appointments.client_id')
    .innerJoin('client_profiles as profile', 'profile.user_id', 'appointments.client_id')
    .leftJoin('users as worker', 'worker.id', 'appointments.case_worker_id')
    .select([
      'appointments.id',
      'appointments.client_id',
      'appointments.date',
      'appointments.mode',
      'appointments.attendance',
      'profile.case_worker_id',
      'client.full_name as client_name',
      'worker.full_name as worker_name',
    ]);
}
export type CalendarAppointmentRow = Awaited<
  ReturnType<ReturnType<typeof appointmentRows>['execute']>
>[number];

/** A feed's appointments: the client's own, or a case worker's current caseload's, from `since`. */
export function listFeedAppointments(
  db: Queryable,
  owner: { userId: number; asClient: boolean },
  since: Date,
  limit: number,
) {
  return appointmentRows(db)
    .where(owner.asClient ? 'appointments.client_id' : 'profile.case_worker_id', '=', owner.userId)
    .where('appointments.date', '>=', since)
    .orderBy('appointments.date')
    .orderBy('appointments.id')
    .limit(limit)
    .execute();
}

export function findCalendarAppointment(db: Queryable, appointmentId: number) {
  return appointmentRows(db).where('appointments.id', '=', appointmentId).executeTakeFirst();
}

/**
 * The SEQUENCE each appointment has reached: raised by one whenever what a calendar app shows of it
 * (its start, whether it is cancelled) differs from what the feeds last said.
 */
export async function sequencesFor(
  db: Queryable,
  fingerprints: ReadonlyMap<number, string>,
): Promise<Map<number, number>> {
  const ids = [...fingerprints.keys()];
  if (ids.length === 0) return new Map();
  const known = await db
    .selectFrom('calendar_event_versions')
    .selectAll()
    .where('appointment_id', 'in', ids)
    .execute();
  const sequences = new Map(known.map((row) => [row.appointment_id, row.sequence]));
  const changed = ids.filter((id) => {
    const row = known.find((version) => version.appointment_id === id);
    return !row || row.fingerprint !== fingerprints.get(id);
  });
  for (const id of changed) {
    const fingerprint = fingerprints.get(id) ?? '';
    // Two feeds read at once raise it once: the second finds the fingerprint already saved.
    const saved = await db
      .insertInto('calendar_event_versions')
      .values({ appointment_id: id, fingerprint, sequence: 0 })
      .onConflict((conflict) =>
        conflict
          .column('appointment_id')
          .doUpdateSet((eb) => ({
            fingerprint: eb.ref('excluded.fingerprint'),
            sequence: eb('calendar_event_versions.sequence', '+', 1),
          }))
          .where('calendar_event_versions.fingerprint', '<>', fingerprint),
      )
      .returning('sequence')
      .executeTakeFirst();
    sequences.set(id, saved?.sequence ?? sequences.get(id) ?? 0);
  }
  return sequences;
}
