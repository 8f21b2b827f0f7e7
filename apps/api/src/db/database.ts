import type { Insertable, Selectable } from 'kysely';
import type { IdempotencyTables } from './idempotency-tables.js';
import type { PlacementTables } from './placement-tables.js';
import type {
  LoginAddressFailuresTable,
  LoginFailuresTable,
  PasswordResetTokensTable,
  SessionsTable,
  UsersTable,
} from './tables/users.js';
import type { OutboxTable } from './tables/outbox.js';
import type { DocumentContentsTable, DocumentsTable } from './tables/documents.js';
import type {
  CalendarEventVersionsTable,
  CalendarFeedsTable,
  CaseloadMoveClientsTable,
  CaseloadMovesTable,
} from './tables/calendar-and-moves.js';
import type {
  AccessLogTable,
  AppointmentRemindersTable,
  AppointmentsTable,
  CaseMessagesTable,
  CaseNotesTable,
  ClientEventsTable,
  ClientProfilesTable,
  ConsentsTable,
  DisclosuresTable,
  MilestonesTable,
  PlanTemplateStepsTable,
  RescheduleRequestsTable,
  SubmissionEventsTable,
} from './tables/clients.js';
import type {
  ApplicationEventsTable,
  ApplicationsTable,
  EmployersTable,
  JobsTable,
  ReferralsTable,
} from './tables/jobs.js';
import type {
  CityDataTable,
  ContactSubmissionsTable,
  FormSubmissionsTable,
  SimulationResultsTable,
  SubmissionNotesTable,
  SuccessStoriesTable,
} from './tables/public-site.js';

/**
 * The whole schema as Kysely sees it: each domain's tables are declared in `tables/<domain>.ts`
 * (placements in placement-tables.ts) and composed here, one property per table.
 */
export type * from './tables/users.js';
export type * from './tables/clients.js';
export type * from './tables/jobs.js';
export type * from './tables/public-site.js';
export { outboxStatuses } from './tables/outbox.js';
export type * from './tables/outbox.js';

export interface Database extends PlacementTables, IdempotencyTables {
  users: UsersTable;
  client_profiles: ClientProfilesTable;
  employers: EmployersTable;
  jobs: JobsTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  referrals: ReferralsTable;
  milestones: MilestonesTable;
  appointments: AppointmentsTable;
  appointment_reminders: AppointmentRemindersTable;
  success_stories: SuccessStoriesTable;
  contact_submissions: ContactSubmissionsTable;
  client_intake_submissions: FormSubmissionsTable;
  employer_partnership_submissions: FormSubmissionsTable;
  volunteer_applications: FormSubmissionsTable;
  employer_onboarding_submissions: FormSubmissionsTable;
  donation_pledges: FormSubmissionsTable;
  record_clearing_screenings: FormSubmissionsTable;
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
  submission_events: SubmissionEventsTable;
  case_messages: CaseMessagesTable;
  reschedule_requests: RescheduleRequestsTable;
  plan_template_steps: PlanTemplateStepsTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_event_versions: CalendarEventVersionsTable;
  caseload_moves: CaseloadMovesTable;
  caseload_move_clients: CaseloadMoveClientsTable;
  documents: DocumentsTable;
  document_contents: DocumentContentsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SuccessStoryRow = Selectable<SuccessStoriesTable>;
export type CityRow = Selectable<CityDataTable>;
export type NewSimulationResult = Insertable<SimulationResultsTable>;
export type OutboxRow = Selectable<OutboxTable>;
