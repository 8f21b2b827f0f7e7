import type {
  ApplicationEvent,
  ApplicationStatus,
  ConsentObtainedBy,
  ConsentScope,
  JobSchedule,
  JobStatus,
} from '@pathways/schemas';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { PlacementTables } from './placement-tables.js';

/** A column the database fills in on insert (defaults), still readable afterwards. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password: string;
  email: string;
  role: string;
  full_name: string;
  phone: string | null;
  created_at: CreatedAt;
  /** Set when an admin deactivates the account: it can no longer sign in. */
  deactivated_at: NullableTimestamp;
}

export interface ClientProfilesTable {
  id: Generated<number>;
  user_id: number;
  case_worker_id: number | null;
  employment_goal: string | null;
  current_status: Defaulted<string>;
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

export interface EmployersTable {
  id: Generated<number>;
  user_id: number;
  company_name: string;
  industry: string | null;
  company_size: string | null;
  website: string | null;
  description: string | null;
  is_verified: Defaulted<boolean>;
  /** Set when a verified company renamed itself: the badge waits for an admin's review (issue 25). */
  name_review_requested_at: NullableTimestamp;
}

export interface JobsTable {
  id: Generated<number>;
  employer_id: number;
  title: string;
  description: string;
  location: string;
  salary: string | null;
  requirements: string | null;
  is_filled: Defaulted<boolean>;
  posted_date: Defaulted<Date>;
  /** draft, submitted, published, closed or filled (issue 14). */
  status: Defaulted<JobStatus>;
  pay_min: number | null;
  pay_max: number | null;
  schedule: JobSchedule | null;
  fair_chance_statement: string | null;
  excluded_categories: Defaulted<string[]>;
  review_note: string | null;
  published_at: NullableTimestamp;
  /** Bumped by every change. */
  version: Defaulted<number>;
  /** Generated from title, description and requirements; never written. */
  search: ColumnType<string, never, never>;
}

export interface ApplicationsTable {
  id: Generated<number>;
  job_id: number;
  client_id: number;
  status: Defaulted<ApplicationStatus>;
  applied_date: Defaulted<Date>;
  notes: string | null;
  /** Optimistic locking: a move naming an older version gets 409. */
  version: Defaulted<number>;
}

export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  actor_id: number | null;
  at: Timestamp;
  /** status (a move), note (the employer's) or interviewTimes (proposed). */
  kind: ApplicationEvent['kind'];
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus | null;
  body: string | null;
  /** Proposed interview times, ISO instants. */
  times: ColumnType<string[], string | undefined, string>;
}

export interface ReferralsTable {
  id: Generated<number>;
  client_id: number;
  job_id: number;
  referred_by: number | null;
  disclosure_id: number;
  note: string | null;
  created_at: Timestamp;
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
  mode: Defaulted<string>;
  attendance: Defaulted<string>;
}

export interface SuccessStoriesTable {
  id: Generated<number>;
  title: string;
  client_name: string;
  content: string;
  extended_content: string | null;
  image_url: string | null;
  category: string;
  publish_date: Timestamp;
  is_published: Defaulted<boolean>;
}

export interface ContactSubmissionsTable {
  id: Generated<number>;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  submitted_at: CreatedAt;
  is_resolved: Defaulted<boolean>;
  /** The staff inbox's status of this submission (new, inReview, …). */
  status: Defaulted<string>;
  assigned_to: number | null;
  /** Keyed blind index of the normalised phone number (services/match-keys.ts). */
  phone_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Keyed blind index of the normalised name and date of birth. */
  name_dob_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Client intake, employer partnership and volunteer applications share this shape. */
export interface FormSubmissionsTable {
  id: Generated<number>;
  reference: string;
  name: string;
  email: string;
  payload: Json<Record<string, unknown>>;
  submitted_at: CreatedAt;
  is_resolved: Defaulted<boolean>;
  /** The staff inbox's status of this submission (new, inReview, …). */
  status: Defaulted<string>;
  assigned_to: number | null;
  phone_key: ColumnType<string | null, string | null | undefined, string | null>;
  name_dob_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CityDataTable {
  id: string;
  name: string;
  state: string;
  population: number;
  annual_releases: number;
  baseline_recidivism_rate: number;
  average_cost_per_incarceration: number;
  current_employment_rate: number;
  median_income: number;
  /** The whole sim-core city record (sources, definitions) for clients that want more. */
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface SimulationResultsTable {
  id: Generated<number>;
  city_id: string;
  support_type: string;
  participant_count: number;
  timeframe: number;
  employment_rate: number;
  projected_recidivism_reduction: number;
  public_cost_savings: number;
  jobs_created: number;
  roi_per_dollar: number;
  taxpayer_contribution: number;
  created_at: CreatedAt;
}

export interface SessionsTable {
  sid: string;
  data: Json<Record<string, unknown>>;
  expires_at: Timestamp;
}

export interface LoginFailuresTable {
  /** The username, case-folded: usernames are unique case-insensitively. */
  account: string;
  failures: number;
  window_started_at: Timestamp;
  /** Null on rows from before the throttle kept it (counted as the window's start). */
  last_failure_at: NullableTimestamp;
}

/** Failed sign-ins to one account from one address (issue 11 item 6); kept for one window. */
export interface LoginAddressFailuresTable {
  account: string;
  address: string;
  failures: number;
  window_started_at: Timestamp;
  last_failure_at: Timestamp;
}

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'held', 'expired'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export interface OutboxTable {
  id: Generated<number>;
  message_id: string;
  template: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: Defaulted<OutboxStatus>;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  send_before: NullableTimestamp;
  last_error: string | null;
  secrets: Defaulted<string[]>;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface SubmissionNotesTable {
  id: Generated<number>;
  kind: string;
  submission_id: number;
  author_id: number | null;
  body: string;
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

export interface PlanTemplateStepsTable {
  id: Generated<number>;
  position: number;
  name: string;
  description: string;
  due_in_days: number | null;
  days_after_placement: number | null;
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
  fields: string[];
  reason: string | null;
}

export interface Database extends PlacementTables {
  users: UsersTable;
  client_profiles: ClientProfilesTable;
  employers: EmployersTable;
  jobs: JobsTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  referrals: ReferralsTable;
  milestones: MilestonesTable;
  appointments: AppointmentsTable;
  success_stories: SuccessStoriesTable;
  contact_submissions: ContactSubmissionsTable;
  client_intake_submissions: FormSubmissionsTable;
  employer_partnership_submissions: FormSubmissionsTable;
  volunteer_applications: FormSubmissionsTable;
  employer_onboarding_submissions: FormSubmissionsTable;
  donation_pledges: FormSubmissionsTable;
  city_data: CityDataTable;
  simulation_results: SimulationResultsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  login_address_failures: LoginAddressFailuresTable;
  outbox: OutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  submission_notes: SubmissionNotesTable;
  consents: ConsentsTable;
  disclosures: DisclosuresTable;
  case_notes: CaseNotesTable;
  client_events: ClientEventsTable;
  access_log: AccessLogTable;
  case_messages: CaseMessagesTable;
  reschedule_requests: RescheduleRequestsTable;
  plan_template_steps: PlanTemplateStepsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SuccessStoryRow = Selectable<SuccessStoriesTable>;
export type CityRow = Selectable<CityDataTable>;
export type NewSimulationResult = Insertable<SimulationResultsTable>;
export type OutboxRow = Selectable<OutboxTable>;
