import type {
  AppointmentMode,
  Attendance,
  ClientStatus,
  ConsentObtainedBy,
  ConsentScope,
  InboxKind,
  SubmissionChange,
} from '@pathways/schemas';
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp, NullableTimestamp } from './column-types.js';

/** Case management: client files, their appointments, consents, messages, notes and history. */

export interface ClientProfilesTable {
  id: Generated<number>;
  user_id: number;
  case_worker_id: number | null;
  employment_goal: string | null;
  current_status: Defaulted<ClientStatus>;
  intake_date: Defaulted<Date>;
  resume_url: string | null;
  has_ged: Defaulted<boolean>;
  housing_status: string | null;
  barriers_to_employment: Defaulted<string[]>;
  notes: string | null;
  intake_submission_id: number | null;
  /** Optimistic locking: a save naming an older version gets 409. */
  version: Defaulted<number>;
  /** The client's own summary of experience and skills (My Profile); with it, no resume alert. */
  resume_summary: ColumnType<string | null, string | null | undefined, string | null>;
  phone: string | null;
  /** Sealed values only (enc:v1:…), by intake field name. */
  sensitive: ColumnType<Record<string, string>, string | undefined, string>;
  skills: Defaulted<string[]>;
  job_interests: Defaulted<string[]>;
}

export interface MilestonesTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  is_completed: Defaulted<boolean>;
  completed_date: NullableTimestamp;
  description: string | null;
  due_date: ColumnType<Date | null, string | null | undefined, string | null>;
  owner_id: number | null;
  position: Defaulted<number>;
}

export interface AppointmentsTable {
  id: Generated<number>;
  client_id: number;
  case_worker_id: number;
  title: string;
  date: Timestamp;
  notes: string | null;
  is_completed: Defaulted<boolean>;
  /** Confirmed or Tentative (spec §4's sample labels). */
  status: Defaulted<string>;
  mode: Defaulted<AppointmentMode>;
  attendance: Defaulted<Attendance>;
  /** When the appointment got its current time: a reminder due before then is not sent. */
  date_set_at: Defaulted<Date>;
}

/** One reminder e-mail of one appointment at one time, so the periodic job sends it once. */
export interface AppointmentRemindersTable {
  id: Generated<number>;
  appointment_id: number;
  kind: 'dayBefore' | 'sameMorning';
  /** The appointment's time the reminder was for: a reschedule makes new reminders due. */
  appointment_at: Timestamp;
  /** The outbox message, dropped unsent when the appointment moves or is cancelled. */
  outbox_id: number | null;
  created_at: Timestamp;
}

export interface ConsentsTable {
  id: Generated<number>;
  client_id: number;
  scope: ConsentScope;
  /** An employer consent's employer: disclosures check this id, never the name (issue 25). */
  employer_id: number | null;
  /** The employer's name when the consent was given, as the client saw it. */
  recipient: string | null;
  text_version: string;
  /** How staff obtained it (null when the client gave it in the portal). */
  obtained_by: ConsentObtainedBy | null;
  obtained_note: string | null;
  /** Why staff recorded it within a day of the client revoking that scope. */
  override_reason: string | null;
  given_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  recorded_by: number | null;
  /** When the periodic job wrote the lapse on the client's timeline (once per consent). */
  lapse_recorded_at: NullableTimestamp;
}

export interface CaseMessagesTable {
  id: Generated<number>;
  client_id: number;
  author_id: number | null;
  from_client: boolean;
  body: string;
  sent_at: Timestamp;
  read_at: NullableTimestamp;
  /** A staff message that opened an e-mail digest: later ones until then join it (issue 25). */
  digest_until: NullableTimestamp;
}

export interface RescheduleRequestsTable {
  id: Generated<number>;
  appointment_id: number;
  client_id: number;
  preferred_times: string;
  requested_at: Timestamp;
  resolved_at: NullableTimestamp;
  resolved_by: number | null;
}

export interface DisclosuresTable {
  id: Generated<number>;
  client_id: number;
  consent_id: number;
  /** The employer's name as it was when shared (a later rename does not change the record). */
  recipient: string;
  employer_id: number | null;
  purpose: string;
  disclosed_by: number | null;
  disclosed_at: Timestamp;
}

export interface CaseNotesTable {
  id: Generated<number>;
  client_id: number;
  author_id: number | null;
  body: string;
  is_internal: Defaulted<boolean>;
  created_at: Timestamp;
  edited_at: NullableTimestamp;
  earlier_bodies: ColumnType<string[], string | undefined, string>;
  /** When staff redacted the note (its text and earlier texts erased), and who. */
  redacted_at: NullableTimestamp;
  redacted_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A status or assignment change of a submission: who, when, from, to (issue 25). */
export interface SubmissionEventsTable {
  id: Generated<number>;
  kind: InboxKind;
  submission_id: number;
  actor_id: number | null;
  at: Timestamp;
  change: SubmissionChange;
  from_value: string | null;
  to_value: string | null;
  /** Why it was declined or closed (issue 32 D5). */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ClientEventsTable {
  id: Generated<number>;
  client_id: number;
  actor_id: number | null;
  at: Timestamp;
  action: string;
  changes: ColumnType<Record<string, [unknown, unknown]>, string | undefined, string>;
}

export interface AccessLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  client_id: number | null;
  intake_submission_id: number | null;
  /** The submission read, of any kind that seals answers (an intake, a volunteer application). */
  submission_kind: ColumnType<InboxKind | null, InboxKind | null | undefined, InboxKind | null>;
  submission_id: ColumnType<number | null, number | null | undefined, number | null>;
  fields: string[];
  reason: string | null;
  /** The document a download or preview read (issue 31). */
  document_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlanTemplateStepsTable {
  id: Generated<number>;
  position: number;
  name: string;
  description: string;
  due_in_days: number | null;
  days_after_placement: number | null;
}
