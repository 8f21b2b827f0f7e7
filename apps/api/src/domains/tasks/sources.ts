import {
  CONSENT_EXPIRY_WARNING_DAYS,
  UNANSWERED_WORKING_DAYS,
  portalPaths,
} from '@pathways/schemas';
import type { MyTask, TaskKind } from '@pathways/schemas';
import type { Queryable } from '../../services/use-case-context.js';
import { addWorkingDays, officeDayBounds, officeInstant } from '../../services/office-time.js';
import {
  appointmentsBetween,
  consentsEndingBefore,
  followUpsDue,
  profileAlerts,
  threadsWaitingSince,
} from './repository.js';

const DAY_MS = 86_400_000;

/** What every source is asked with: whose caseload, and when "now" is. */
export interface TaskScope {
  db: Queryable;
  caseWorkerId: number;
  now: Date;
}

/** One kind of task: at most TASKS_PER_KIND of them, and how many there are. */
export type TaskSource = (scope: TaskScope) => Promise<{ tasks: MyTask[]; count: number }>;

const client = (row: { client_id: number; client_name: string }) => ({
  id: row.client_id,
  fullName: row.client_name,
});

const appointments: TaskSource = async ({ db, caseWorkerId, now }) => {
  const { rows, count } = await appointmentsBetween(db, caseWorkerId, officeDayBounds(now));
  return {
    count,
    tasks: rows.map((row) => ({
      key: `appointment-${row.id}`,
      kind: 'appointment',
      client: client(row),
      dueAt: row.date.toISOString(),
      // Its time has come and nobody has said whether the client came.
      overdue: row.date <= now && row.attendance === 'scheduled',
      detail: row.title,
      href: portalPaths.caseWorkerClient(row.client_id),
    })),
  };
};

const followUps: TaskSource = async ({ db, caseWorkerId, now }) => {
  const { day, start } = officeDayBounds(now);
  const { rows, count } = await followUpsDue(db, caseWorkerId, day);
  return {
    count,
    tasks: rows.map((row) => {
      const dueAt = officeInstant(row.due_on);
      return {
        key: `followUp-${row.id}`,
        kind: 'followUp',
        client: client(row),
        dueAt: dueAt.toISOString(),
        overdue: dueAt < start,
        detail: `${row.day}-day follow-up: ${row.job_title}`,
        href: portalPaths.caseWorkerClient(row.client_id),
      };
    }),
  };
};

const consents: TaskSource = async ({ db, caseWorkerId, now }) => {
  const until = new Date(now.getTime() + CONSENT_EXPIRY_WARNING_DAYS * DAY_MS);
  const { rows, count } = await consentsEndingBefore(db, caseWorkerId, { now, until });
  return {
    count,
    tasks: rows.map((row) => ({
      key: `consentExpiring-${row.id}`,
      kind: 'consentExpiring',
      client: client(row),
      dueAt: row.expires_at.toISOString(),
      overdue: false,
      detail: row.recipient ? `Consent (${row.scope}): ${row.recipient}` : `Consent (${row.scope})`,
      href: portalPaths.caseWorkerClient(row.client_id),
    })),
  };
};

const messages: TaskSource = async ({ db, caseWorkerId, now }) => {
  const cutoff = addWorkingDays(now, -UNANSWERED_WORKING_DAYS);
  const { rows, count } = await threadsWaitingSince(db, caseWorkerId, cutoff);
  return {
    count,
    tasks: rows.map((row) => {
      const since = new Date(row.waiting_since);
      return {
        key: `unansweredMessage-${row.client_id}`,
        kind: 'unansweredMessage',
        client: client(row),
        dueAt: addWorkingDays(since, UNANSWERED_WORKING_DAYS).toISOString(),
        overdue: true,
        detail: `Waiting for an answer since ${since.toISOString()}`,
        href: portalPaths.caseWorkerClient(row.client_id),
      };
    }),
  };
};

const alerts: TaskSource = async ({ db, caseWorkerId }) => {
  const { rows, count } = await profileAlerts(db, caseWorkerId);
  return {
    count,
    tasks: rows.map((row) => {
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
        dueAt: (requested || row.intake_date).toISOString(),
        overdue: false,
        detail: what.join('; '),
        href: portalPaths.caseWorkerClient(row.client_id),
      };
    }),
  };
};

/**
 * Every kind of task, by kind. A new kind (placement deadlines) adds its source here and its kind
 * to `taskKinds` (@pathways/schemas my-tasks.ts); the page and the counts follow.
 */
export const taskSources: Record<TaskKind, TaskSource> = {
  appointment: appointments,
  followUp: followUps,
  consentExpiring: consents,
  unansweredMessage: messages,
  profileAlert: alerts,
};
