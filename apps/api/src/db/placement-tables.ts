import type { ColumnType, Generated } from 'kysely';

/**
 * A `date` column: written as YYYY-MM-DD. Read it through `::text` (see domains/jobs/placements-repository.ts),
 * since drivers turn a bare date into a Date at local midnight.
 */
type DateColumn = ColumnType<Date | string, string, string>;
/** numeric: drivers read it as a string to keep its precision; written as a number. */
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<
  string | null,
  number | string | null | undefined,
  number | string | null
>;

/** Issue 14: a hire (one per application), with the start date, wage and hours agreed. */
export interface PlacementsTable {
  id: Generated<number>;
  application_id: number;
  client_profile_id: number;
  employer_id: number;
  job_id: number;
  start_date: DateColumn;
  hourly_wage: Numeric;
  hours_per_week: number;
  /** The training program the client was enrolled in when hired (null: none recorded). */
  program: ColumnType<string | null, string | null | undefined, string | null>;
  /** Generated: year * 100 + month of the start date (the cohort). */
  start_month: ColumnType<number, never, never>;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string, never>;
  /**
   * The follow-ups' summary (bit i: FOLLOW_UP_DAYS[i]): which were recorded, and which found the
   * client employed. Kept by domains/jobs/follow-up-summaries.ts in the recording's transaction.
   */
  recorded_follow_ups: ColumnType<number, never, number>;
  employed_follow_ups: ColumnType<number, never, number>;
}

/** One of the five checks on a placement (30, 90, 180, 365, 730 days after its start). */
export interface PlacementFollowUpsTable {
  id: Generated<number>;
  placement_id: number;
  day: number;
  due_on: DateColumn;
  /** The action-plan milestone this follow-up fulfils. */
  milestone_id: number | null;
  recorded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  recorded_by: number | null;
  still_employed: boolean | null;
  same_employer: boolean | null;
  hourly_wage: NullableNumeric;
  notes: string | null;
  version: ColumnType<number, number | undefined, number>;
}

/** A client's enrolment in a training program (outcomes are broken down by program). */
export interface ProgramEnrollmentsTable {
  id: Generated<number>;
  client_profile_id: number;
  program: string;
  enrolled_on: DateColumn;
  recorded_by: number | null;
}

type NullableInstant = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Issue 29 point 3: the employer's individualized assessment of an application, and the answer. */
export interface ApplicationAssessmentsTable {
  id: Generated<number>;
  application_id: number;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string, never>;
  /** Sealed (services/sealing.ts SEALED_ASSESSMENT_FIELDS). */
  nature_and_gravity: string;
  time_elapsed: string;
  rehabilitation: string;
  nature_of_job: string;
  answer_due_on: DateColumn;
  /** Sealed once given. */
  answer: string | null;
  answered_at: NullableInstant;
}

/** Issue 29 point 4: a placement's incentive paperwork, with its deadline and reminders sent. */
export interface PlacementTasksTable {
  id: Generated<number>;
  placement_id: number;
  kind: 'wotcForm8850' | 'federalBonding';
  due_on: DateColumn;
  done_at: NullableInstant;
  done_by: number | null;
  reminded_7_at: NullableInstant;
  reminded_2_at: NullableInstant;
}

/** Issue 29 point 4: the client's WOTC pre-screen of an application, and their consent. */
export interface WotcPrescreensTable {
  id: Generated<number>;
  application_id: number;
  declined: boolean;
  /** Sealed (services/sealing.ts SEALED_WOTC_PRESCREEN_FIELDS); null when declined. */
  answers: string | null;
  consent_to_share: boolean;
  answered_at: ColumnType<Date, Date | string, Date | string>;
}

/** Kept apart from database.ts so the jobs and outcomes work merge without touching the same lines. */
export interface PlacementTables {
  placements: PlacementsTable;
  placement_follow_ups: PlacementFollowUpsTable;
  program_enrollments: ProgramEnrollmentsTable;
  application_assessments: ApplicationAssessmentsTable;
  placement_tasks: PlacementTasksTable;
  wotc_prescreens: WotcPrescreensTable;
}
