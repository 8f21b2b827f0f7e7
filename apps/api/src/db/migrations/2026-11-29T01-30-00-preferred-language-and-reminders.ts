import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 31 items 2 and 3, issue 32 D14: every person's language for e-mail (set from the page they
 * signed up or accepted an invitation on; an intake's own language comes with the inbox's 02-10
 * migration), whether a client wants appointment reminders,
 * when an appointment got its current time (a reminder due before that is not sent), and one row per
 * reminder sent so the periodic job sends each exactly once. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column preferred_language text not null default 'en'
      constraint users_preferred_language_check check (preferred_language in ('en', 'es')),
    add column appointment_reminders boolean not null default true`.execute(db);
  await sql`alter table appointments
    add column date_set_at timestamptz not null default now()`.execute(db);
  await sql`create table appointment_reminders (
    id serial primary key,
    appointment_id integer not null references appointments(id) on delete cascade,
    kind text not null check (kind in ('dayBefore', 'sameMorning')),
    appointment_at timestamptz not null,
    outbox_id integer,
    created_at timestamptz not null,
    unique (appointment_id, kind, appointment_at)
  )`.execute(db);
  // The Today page reads each client's thread by time (unanswered messages).
  await sql`create index if not exists case_messages_client_sent_idx on case_messages (client_id, sent_at)`.execute(
    db,
  );
  // The reminder job's scan: upcoming appointments by time.
  await sql`create index if not exists appointments_date_idx on appointments (date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists appointment_reminders`.execute(db);
  await sql`drop index if exists case_messages_client_sent_idx`.execute(db);
  await sql`drop index if exists appointments_date_idx`.execute(db);
  await sql`alter table appointments drop column if exists date_set_at`.execute(db);
  await sql`alter table users drop column if exists preferred_language,
    drop column if exists appointment_reminders`.execute(db);
}
