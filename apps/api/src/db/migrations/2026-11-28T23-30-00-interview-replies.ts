import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The applicant answers proposed interview times (issue 32 D8): an application event of its own
 * kind. Frozen in time: later changes get their own migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table application_events drop constraint if exists application_events_kind_check`.execute(
    db,
  );
  await sql`alter table application_events add constraint application_events_kind_check
    check (kind in ('status', 'note', 'interviewTimes', 'interviewReply'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from application_events where kind = 'interviewReply'`.execute(db);
  await sql`alter table application_events drop constraint if exists application_events_kind_check`.execute(
    db,
  );
  await sql`alter table application_events add constraint application_events_kind_check
    check (kind in ('status', 'note', 'interviewTimes'))`.execute(db);
}
