import type {
  ApplicationEvent,
  ApplicationStatus,
  JobSchedule,
  JobStatus,
  OffenseCategory,
} from '@pathways/schemas';
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp, NullableTimestamp } from './column-types.js';

/** The job board: employers, postings, applications and referrals. */

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
  /** Given at self-service set-up (issue 29): EIN optional, as NN-NNNNNNN. */
  ein: string | null;
  address: string | null;
  waterloo_employees: number | null;
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
  excluded_categories: Defaulted<OffenseCategory[]>;
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
