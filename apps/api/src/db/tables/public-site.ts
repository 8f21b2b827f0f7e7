import type { InboxKind, InboxStatus } from '@pathways/schemas';
import type { MailLanguage } from '@pathways/content';
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, CreatedAt, Timestamp, Json } from './column-types.js';

/** The public site: published content, form submissions and simulation results. */

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
  status: Defaulted<InboxStatus>;
  assigned_to: number | null;
  /** Keyed blind index of the normalised phone number (services/match-keys.ts). */
  phone_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Keyed blind index of the normalised name and date of birth. */
  name_dob_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of the page the form was sent from: a reply goes out in it (null: unknown). */
  language: ColumnType<MailLanguage | null, MailLanguage | null | undefined, MailLanguage | null>;
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
  status: Defaulted<InboxStatus>;
  assigned_to: number | null;
  phone_key: ColumnType<string | null, string | null | undefined, string | null>;
  name_dob_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of the page the form was sent from: a reply goes out in it (null: unknown). */
  language: ColumnType<MailLanguage | null, MailLanguage | null | undefined, MailLanguage | null>;
}

export interface SubmissionNotesTable {
  id: Generated<number>;
  kind: InboxKind;
  submission_id: number;
  author_id: number | null;
  body: string;
  created_at: Timestamp;
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
