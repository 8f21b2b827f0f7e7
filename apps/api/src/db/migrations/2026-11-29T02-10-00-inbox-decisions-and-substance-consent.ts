import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 32 D5 and D12. A submission's history keeps why it was declined or closed, and its replies;
 * each submission keeps the language its sender used, so a reply goes out in it. Consents get the
 * client's own substance-use scope. Frozen in time: later changes get their own migration.
 */
const submissionTables = [
  'contact_submissions',
  'client_intake_submissions',
  'employer_partnership_submissions',
  'volunteer_applications',
  'employer_onboarding_submissions',
  'donation_pledges',
  'record_clearing_screenings',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table submission_events add column reason text`.execute(db);
  await sql`alter table submission_events drop constraint if exists submission_events_change_check`.execute(
    db,
  );
  await sql`alter table submission_events add constraint submission_events_change_check
    check (change in ('status', 'assignedTo', 'reply'))`.execute(db);
  for (const table of submissionTables) {
    await sql`alter table ${sql.table(table)} add column language text
      check (language in ('en', 'es'))`.execute(db);
  }
  await sql`alter table consents drop constraint if exists consents_scope_check`.execute(db);
  await sql`alter table consents add constraint consents_scope_check
    check (scope in ('program', 'employer', 'recovery', 'substanceUse'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from consents where scope = 'substanceUse'`.execute(db);
  await sql`alter table consents drop constraint if exists consents_scope_check`.execute(db);
  await sql`alter table consents add constraint consents_scope_check
    check (scope in ('program', 'employer', 'recovery'))`.execute(db);
  for (const table of submissionTables) {
    await sql`alter table ${sql.table(table)} drop column language`.execute(db);
  }
  await sql`delete from submission_events where change = 'reply'`.execute(db);
  await sql`alter table submission_events drop constraint if exists submission_events_change_check`.execute(
    db,
  );
  await sql`alter table submission_events add constraint submission_events_change_check
    check (change in ('status', 'assignedTo'))`.execute(db);
  await sql`alter table submission_events drop column reason`.execute(db);
}
