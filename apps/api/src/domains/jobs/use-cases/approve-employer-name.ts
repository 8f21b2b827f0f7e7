import type { EmployerProfile } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Queryable } from '../../../services/use-case-context.js';
import { approveEmployerName as approve, toEmployerProfile } from '../employers-repository.js';

/** An admin approves a renamed company's new name: its verified badge comes back. */
export async function approveEmployerName(
  db: Queryable,
  employerId: number,
): Promise<EmployerProfile> {
  const row = await approve(db, employerId);
  if (!row) throw new HttpError(404, 'No company name is waiting for review here');
  return toEmployerProfile(row);
}
