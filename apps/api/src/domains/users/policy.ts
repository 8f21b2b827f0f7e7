import type { UpdateUserInput, UserRole } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { findTakenFields } from './repository.js';

export const SELF_DEMOTION_MESSAGE = 'You cannot deactivate or demote your own account';
export const LAST_ADMIN_MESSAGE =
  'At least one active admin must remain: make another account an admin first';
export const NOT_AN_ADMIN_MESSAGE = 'Your account is no longer an active admin';
export const caseloadFirstMessage = (clients: number) =>
  `This case worker still has ${clients} ${clients === 1 ? 'client' : 'clients'}: move their clients to another case worker first (Admin › Case Workers › Move clients)`;

/** Whether a change takes the account out of the active admins. */
export function leavesAdmins(existing: Pick<UserRow, 'role'>, change: UpdateUserInput): boolean {
  return (
    existing.role === 'admin' &&
    (change.active === false || (change.role !== undefined && change.role !== 'admin'))
  );
}

/** Whether the account stops holding a caseload: deactivated, or no longer a case worker or admin. */
function leavesCaseload(existing: Pick<UserRow, 'role'>, change: UpdateUserInput): boolean {
  const role: UserRole = change.role ?? existing.role;
  return change.active === false || (role !== 'caseWorker' && role !== 'admin');
}

/**
 * Who may change an account, checked inside the transaction that holds the admins' rows: the actor
 * is still an active admin, never demotes or deactivates themselves, leaves at least one active
 * admin, and takes no case worker away from clients who would be left without one.
 */
export function checkUserChange({
  actorId,
  existing,
  change,
  activeAdminIds,
  caseloadSize,
}: {
  actorId: number;
  existing: Pick<UserRow, 'id' | 'role'>;
  change: UpdateUserInput;
  activeAdminIds: readonly number[];
  caseloadSize: number;
}): void {
  if (!activeAdminIds.includes(actorId)) throw new HttpError(403, NOT_AN_ADMIN_MESSAGE);
  const removesAdmin = leavesAdmins(existing, change);
  if (existing.id === actorId && removesAdmin) throw new HttpError(409, SELF_DEMOTION_MESSAGE);
  const remaining = activeAdminIds.filter((id) => id !== existing.id || !removesAdmin);
  if (removesAdmin && remaining.length === 0) throw new HttpError(409, LAST_ADMIN_MESSAGE);
  if (caseloadSize > 0 && leavesCaseload(existing, change)) {
    throw new HttpError(409, caseloadFirstMessage(caseloadSize));
  }
}

/** PostgreSQL's unique_violation: two sign-ups raced past the pre-check. */
const UNIQUE_VIOLATION = '23505';
export const TAKEN_USERNAME = 'That username is already taken';
export const TAKEN_EMAIL = 'An account with that email already exists';

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

/** A username or e-mail already in use is a 409 naming the field. */
export async function throwIfTaken(
  db: Kysely<Database>,
  username: string,
  email: string,
): Promise<void> {
  const taken = await findTakenFields(db, username, email);
  if (!taken.username && !taken.email) return;
  throw new HttpError(409, taken.username ? TAKEN_USERNAME : TAKEN_EMAIL, {
    ...(taken.username ? { username: [TAKEN_USERNAME] } : {}),
    ...(taken.email ? { email: [TAKEN_EMAIL] } : {}),
  });
}
