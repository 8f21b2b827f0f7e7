import {
  CONSENT_EXPIRY_WARNING_DAYS,
  PLACEMENT_DEADLINE_WARNING_DAYS,
  TASKS_PER_KIND,
  UNANSWERED_WORKING_DAYS,
  portalPaths,
} from '@pathways/schemas';
import type { MyTask, TaskKind } from '@pathways/schemas';
import type { Expression } from 'kysely';
import {
  addDays,
  addWorkingDays,
  officeDayBounds,
  officeInstant,
} from '../../services/office-time.js';
import { TASK_NAMES } from '../jobs/placement-task-view.js';
import {
  appointmentsBetween,
  consentsEndingBefore,
  followUpsDue,
  placementTasksDue,
  profileAlerts,
  threadsWaitingSince,
} from './repository.js';
import type { TodayDb } from './repository.js';

const DAY_MS = 86_400_000;

/** What every source is asked with: when "now" is (the caseload is the statement's). */
export interface TaskScope {
  now: Date;
}

/** A row as it comes back inside JSON (the whole Today list is one statement): instants as ISO text. */
type FromJson<Row> = {
  [Key in keyof Row]: Row[Key] extends Date
    ? string
    : Row[Key] extends Date | null
      ? string | null
      : Row[Key];
};

/**
 * One kind of task: its query (at most TASKS_PER_KIND rows, each with the kind's `total`), unrun,
 * and how a row it returned reads as a task.
 */
export interface TaskSource {
  query(db: TodayDb, scope: TaskScope): Expression<unknown>;
  read(rows: readonly unknown[], scope: TaskScope): { tasks: MyTask[]; count: number };
}

function source<Row extends { total: number | string }>(
  query: (db: TodayDb, scope: TaskScope) => Expression<Row>,
  toTask: (row: FromJson<Row>, scope: TaskScope) => MyTask,
): TaskSource {
  return {
    query,
    read(rows, scope) {
      // Rows of this source's own query, decoded from JSON by the driver.
      const typed = rows as FromJson<Row>[];
      return { tasks: typed.map((row) => toTask(row, scope)), count: Number(typed[0]?.total ?? 0) };
    },
  };
}

const client = (row: { client_id: number; client_name: string }) => ({
  id: row.client_id,
  fullName: row.client_name,
});

const appointments = source(
  (db, { now }) => appointmentsBetween(db, TASKS_PER_KIND, officeDayBounds(now)),
  (row, { now }) => {
    const date = new Date(row.date);
    return {
      key: `appointment-${row.id}`,
      kind: 'appointment',
      client: client(row),
      dueAt: date.toISOString(),
      // Its time has come and nobody has said whether the client came.
      overdue: date <= now && row.attendance === 'scheduled',
      detail: row.title,
      href: portalPaths.caseWorkerClient(row.client_id),
    };
  },
);

const followUps = source(
  (db, { now }) => followUpsDue(db, TASKS_PER_KIND, officeDayBounds(now).day),
  (row, { now }) => {
    const dueAt = officeInstant(row.due_on);
    return {
      key: `followUp-${row.id}`,
      kind: 'followUp',
      client: client(row),
      dueAt: dueAt.toISOString(),
      overdue: dueAt < officeDayBounds(now).start,
      detail: `${row.day}-day follow-up: ${row.job_title}`,
      href: portalPaths.caseWorkerClient(row.client_id),
    };
  },
);

const consents = source(
  (db, { now }) =>
    consentsEndingBefore(db, TASKS_PER_KIND, {
      now,
      until: new Date(now.getTime() + CONSENT_EXPIRY_WARNING_DAYS * DAY_MS),
    }),
  (row) => ({
    key: `consentExpiring-${row.id}`,
    kind: 'consentExpiring',
    client: client(row),
    dueAt: new Date(row.expires_at).toISOString(),
    overdue: false,
    detail: row.recipient ? `Consent (${row.scope}): ${row.recipient}` : `Consent (${row.scope})`,
    href: portalPaths.caseWorkerClient(row.client_id),
  }),
);

const messages = source(
  (db, { now }) =>
    threadsWaitingSince(db, TASKS_PER_KIND, addWorkingDays(now, -UNANSWERED_WORKING_DAYS)),
  (row) => {
    // The query keeps only clients with a waiting message, so `since` is set.
    const since = new Date(row.since ?? 0);
    return {
      key: `unansweredMessage-${row.client_id}`,
      kind: 'unansweredMessage',
      client: client(row),
      dueAt: addWorkingDays(since, UNANSWERED_WORKING_DAYS).toISOString(),
      overdue: true,
      detail: `Waiting for an answer since ${since.toISOString()}`,
      href: portalPaths.caseWorkerClient(row.client_id),
    };
  },
);

const alerts = source(
  (db) => profileAlerts(db, TASKS_PER_KIND),
  (row) => {
    const requested = row.reschedule_requested_at && new Date(row.reschedule_requested_at);
    const what = [
      requested ? 'Asked to move an appointment' : null,
      row.no_phone ? 'No phone number' : null,
      row.no_resume ? 'No resume' : null,
    ].filter((item): item is string => item !== null);
    return {
      key: `profileAlert-${row.client_id}`,
      kind: 'profileAlert',
      client: client(row),
      dueAt: (requested || new Date(row.intake_date)).toISOString(),
      overdue: false,
      detail: what.join('; '),
      href: portalPaths.caseWorkerClient(row.client_id),
    };
  },
);

/** Hiring paperwork (WOTC Form 8850, Federal Bonding) due within 14 days, and overdue (issue 29.4). */
const placementDeadlines = source(
  (db, { now }) =>
    placementTasksDue(
      db,
      TASKS_PER_KIND,
      addDays(officeDayBounds(now).day, PLACEMENT_DEADLINE_WARNING_DAYS),
    ),
  (row, { now }) => ({
    key: `placementDeadline-${row.id}`,
    kind: 'placementDeadline',
    client: client(row),
    dueAt: officeInstant(row.due_on).toISOString(),
    overdue: row.due_on < officeDayBounds(now).day,
    detail: `${TASK_NAMES[row.kind]}: ${row.job_title}`,
    // The client's record lists the hire's paperwork, where it is marked done.
    href: portalPaths.caseWorkerClient(row.client_id),
  }),
);

/**
 * Every kind of task, by kind. A new kind adds its source here and its kind to `taskKinds`
 * (@pathways/schemas my-tasks.ts); the page and the counts follow.
 */
export const taskSources: Record<TaskKind, TaskSource> = {
  appointment: appointments,
  followUp: followUps,
  consentExpiring: consents,
  unansweredMessage: messages,
  profileAlert: alerts,
  placementDeadline: placementDeadlines,
};
