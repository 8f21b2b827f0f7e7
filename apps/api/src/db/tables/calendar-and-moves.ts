import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.js';

/** Calendar feeds (issue 31.4) and caseload moves (issue 31.6). */

export interface CalendarFeedsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token, hex: the token itself is shown once and never stored. */
  token_hash: string;
  /** The language of the page the feed was made on: its events' words. */
  language: 'en' | 'es';
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface CalendarEventVersionsTable {
  appointment_id: number;
  /** What a calendar app sees change: the start and the attendance. */
  fingerprint: string;
  sequence: number;
}

export interface CaseloadMovesTable {
  id: Generated<number>;
  moved_by: number | null;
  to_case_worker_id: number;
  reason: string;
  moved_at: Timestamp;
}

export interface CaseloadMoveClientsTable {
  move_id: number;
  client_id: number;
  from_case_worker_id: number | null;
}
