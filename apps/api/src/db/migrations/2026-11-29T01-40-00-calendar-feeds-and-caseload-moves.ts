import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 31 points 4 and 6. A private calendar feed per person: only the token's SHA-256 is kept, so
 * a database dump cannot be used to read anyone's calendar; one live feed per person (a new one
 * revokes the old). The sequence each appointment has reached in the feeds, so a calendar app sees
 * a reschedule or a cancellation as a newer version of the same event. A caseload move: who moved
 * which clients from whom to whom, and why (the CSV of the move is read from these). Frozen in
 * time: later changes get their own migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table calendar_feeds (
    id serial primary key,
    user_id integer not null references users(id) on delete cascade,
    token_hash text not null unique,
    language text not null default 'en' check (language in ('en', 'es')),
    created_at timestamptz not null,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create unique index calendar_feeds_live_per_user on calendar_feeds (user_id)
    where revoked_at is null`.execute(db);
  await sql`create table calendar_event_versions (
    appointment_id integer primary key references appointments(id) on delete cascade,
    fingerprint text not null,
    sequence integer not null default 0
  )`.execute(db);
  await sql`create table caseload_moves (
    id serial primary key,
    moved_by integer references users(id) on delete set null,
    to_case_worker_id integer not null references users(id),
    reason text not null,
    moved_at timestamptz not null
  )`.execute(db);
  await sql`create table caseload_move_clients (
    move_id integer not null references caseload_moves(id) on delete cascade,
    client_id integer not null references users(id) on delete cascade,
    from_case_worker_id integer references users(id) on delete set null,
    primary key (move_id, client_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table caseload_move_clients`.execute(db);
  await sql`drop table caseload_moves`.execute(db);
  await sql`drop table calendar_event_versions`.execute(db);
  await sql`drop table calendar_feeds`.execute(db);
}
