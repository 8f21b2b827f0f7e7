import type { EmployerProfile } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Queryable } from '../../../services/use-case-context.js';
import {
  findEmployer,
  toEmployerProfile,
  verifyEmployer as verify,
} from '../employers-repository.js';

/**
 * An admin verifies a company waiting for it: a new one, or a renamed one (its new name is
 * approved with it). Its submitted postings can then be approved.
 */
export async function verifyEmployer(db: Queryable, employerId: number): Promise<EmployerProfile> {
  const row = await verify(db, employerId);
  if (row) return toEmployerProfile(row);
  if (await findEmployer(db, employerId))
    throw new HttpError(409, 'This company is verified already');
  throw new HttpError(404, 'No such company');
}
