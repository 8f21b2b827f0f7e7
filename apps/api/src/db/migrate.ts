import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { Migrator, sql } from 'kysely';
import * as initialSchema from './migrations/2026-11-21T10-00-00-initial-schema.js';
import * as loginFailures from './migrations/2026-11-21T22-00-00-login-failures.js';
import * as outboxAndPasswordResets from './migrations/2026-11-24T09-00-00-outbox-and-password-resets.js';
import * as onboardingAndPledges from './migrations/2026-11-25T06-00-00-onboarding-and-pledges.js';
import * as caseManagement from './migrations/2026-11-25T06-30-00-case-management.js';
import * as loginThrottle from './migrations/2026-11-25T07-00-00-login-throttle.js';
import * as inboxOnboardingAndPledges from './migrations/2026-11-25T08-00-00-inbox-onboarding-and-pledges.js';
import * as jobBoard from './migrations/2026-11-25T10-00-00-job-board.js';
import * as placements from './migrations/2026-11-25T10-30-00-placements.js';
import * as caseMessagesAndMatching from './migrations/2026-11-25T11-00-00-case-messages-and-matching.js';
import * as outcomesSpeed from './migrations/2026-11-25T12-30-00-outcomes-speed.js';
import * as consentByEmployer from './migrations/2026-11-28T19-00-00-consent-by-employer.js';
import * as needToKnowAndNotes from './migrations/2026-11-28T19-00-00-need-to-know-and-notes.js';
import * as idempotencyKeys from './migrations/2026-11-28T19-30-00-idempotency-keys.js';
import * as interviewReplies from './migrations/2026-11-28T23-30-00-interview-replies.js';
import * as employerSetup from './migrations/2026-11-29T01-10-00-employer-setup.js';
import * as preferredLanguageAndReminders from './migrations/2026-11-29T01-30-00-preferred-language-and-reminders.js';
import * as calendarFeedsAndCaseloadMoves from './migrations/2026-11-29T01-40-00-calendar-feeds-and-caseload-moves.js';
import * as fairChanceAssessmentsAndTasks from './migrations/2026-11-29T01-20-00-fair-chance-assessments-and-tasks.js';
import * as recordClearingScreenings from './migrations/2026-11-28T19-30-00-record-clearing-screenings.js';
import * as documents from './migrations/2026-11-29T01-50-00-documents.js';
import * as inboxDecisionsAndSubstanceConsent from './migrations/2026-11-29T02-10-00-inbox-decisions-and-substance-consent.js';
import * as wotcPrescreen from './migrations/2026-11-29T06-10-00-wotc-prescreen.js';
import * as todayIndexes from './migrations/2026-11-29T06-20-00-today-indexes.js';

/**
 * Migrations listed in code, not read from a folder: the same list works from `src` (tsx, vitest)
 * and from `dist`, with no glob over file extensions. Names sort by their timestamp.
 */
const migrations: Record<string, Migration> = {
  '2026-11-21T10-00-00-initial-schema': initialSchema,
  '2026-11-21T22-00-00-login-failures': loginFailures,
  '2026-11-24T09-00-00-outbox-and-password-resets': outboxAndPasswordResets,
  '2026-11-25T06-00-00-onboarding-and-pledges': onboardingAndPledges,
  '2026-11-25T06-30-00-case-management': caseManagement,
  '2026-11-25T07-00-00-login-throttle': loginThrottle,
  '2026-11-25T08-00-00-inbox-onboarding-and-pledges': inboxOnboardingAndPledges,
  '2026-11-25T10-00-00-job-board': jobBoard,
  '2026-11-25T10-30-00-placements': placements,
  '2026-11-25T11-00-00-case-messages-and-matching': caseMessagesAndMatching,
  '2026-11-25T12-30-00-outcomes-speed': outcomesSpeed,
  '2026-11-28T19-00-00-consent-by-employer': consentByEmployer,
  '2026-11-28T19-00-00-need-to-know-and-notes': needToKnowAndNotes,
  '2026-11-28T19-30-00-idempotency-keys': idempotencyKeys,
  '2026-11-28T19-30-00-record-clearing-screenings': recordClearingScreenings,
  '2026-11-28T23-30-00-interview-replies': interviewReplies,
  '2026-11-29T01-10-00-employer-setup': employerSetup,
  '2026-11-29T01-20-00-fair-chance-assessments-and-tasks': fairChanceAssessmentsAndTasks,
  '2026-11-29T01-30-00-preferred-language-and-reminders': preferredLanguageAndReminders,
  '2026-11-29T01-40-00-calendar-feeds-and-caseload-moves': calendarFeedsAndCaseloadMoves,
  '2026-11-29T01-50-00-documents': documents,
  '2026-11-29T02-10-00-inbox-decisions-and-substance-consent': inboxDecisionsAndSubstanceConsent,
  '2026-11-29T06-10-00-wotc-prescreen': wotcPrescreen,
  '2026-11-29T06-20-00-today-indexes': todayIndexes,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

function migratorFor<T>(db: Kysely<T>, schema: string): Migrator {
  return new Migrator({ db, provider, migrationTableSchema: schema });
}

/**
 * Whether any migration this code knows is not yet applied (readiness: an instance must not take
 * traffic on a schema older than its code).
 */
export async function hasPendingMigrations<T>(db: Kysely<T>): Promise<boolean> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const known = await migratorFor(db, rows[0]?.schema ?? 'public').getMigrations();
  return known.some((migration) => migration.executedAt === undefined);
}

/** Brings the schema up to date; Kysely's lock makes concurrent start-ups of several instances safe. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema it can see unless told which one: a
  // database holding several schemas (the test suite gives each file its own) must name its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = migratorFor(db, rows[0]?.schema ?? 'public');
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}
