import type { CaseNote, ClientAppointment, ClientSummary, Milestone } from '@pathways/schemas';
import type { Selectable } from 'kysely';
import type { AppointmentsTable, CaseNotesTable, MilestonesTable } from '../../../db/database.js';
import type { ClientRow } from './profiles.js';

/** Rows of the clients domain as the API answers them (snake_case in, camelCase out). */
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

/** An appointment row with the client's open request to move it, when the query joined one. */
export type AppointmentRow = Selectable<AppointmentsTable> & {
  request_id?: number | null;
  request_preferred_times?: string | null;
  request_requested_at?: Date | null;
};

export function toAppointment(row: AppointmentRow): ClientAppointment {
  return {
    id: row.id,
    title: row.title,
    date: row.date.toISOString(),
    mode: row.mode,
    attendance: row.attendance,
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

export type CaseNoteRow = Selectable<CaseNotesTable> & { author_name: string | null };

/** A note as staff read it: with what it said before each edit. */
export function toCaseNote(row: CaseNoteRow): CaseNote {
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
    redactedAt: row.redacted_at?.toISOString() ?? null,
  };
}

/** A shared note as its client reads it: only as it reads now, never an earlier text (M-6). */
export function toClientNote(row: CaseNoteRow): CaseNote {
  return { ...toCaseNote(row), earlierBodies: [] };
}
