import type { UserRole } from '@pathways/schemas';
import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, Timestamp, NullableTimestamp, Json } from './column-types.js';

/** Accounts and signing in: users, sessions, sign-in throttling and reset links. */

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password: string;
  email: string;
  role: UserRole;
  full_name: string;
  phone: string | null;
  created_at: CreatedAt;
  /** Set when an admin deactivates the account: it can no longer sign in. */
  deactivated_at: NullableTimestamp;
  /** The language of every e-mail to this person (issue 31.2). */
  preferred_language: Defaulted<'en' | 'es'>;
  /** Whether a client gets appointment reminders by e-mail (they can turn them off). */
  appointment_reminders: Defaulted<boolean>;
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

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}
