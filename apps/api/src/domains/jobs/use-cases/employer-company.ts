import type { EmployerCompany, EmployerProfile, EmployerSetupInput } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { findEmployerOf, insertEmployer, toEmployerProfile } from '../employers-repository.js';

const ALREADY_SET_UP = 'This account has a company already; edit it on the company profile';
const ONLY_EMPLOYERS = 'Only an employer account sets up a company';

/** The caller's company, or null before they set it up (the portal then leads them to set-up). */
export async function getEmployerCompany(
  { db }: UseCaseContext,
  actor: Actor,
): Promise<EmployerCompany> {
  const row = actor.role === 'employer' ? await findEmployerOf(db, actor.id) : undefined;
  return { company: row ? toEmployerProfile(row) : null };
}

/**
 * A registered employer sets up their company (issue 29 point 1). It waits for an admin's
 * verification; its postings can be drafted and submitted at once but are published only once it
 * is verified. One company per account: a second set-up is 409.
 */
export async function createEmployerCompany(
  { db }: UseCaseContext,
  actor: Actor,
  input: EmployerSetupInput,
): Promise<EmployerProfile> {
  // An admin passes the route's role gate but has no company of their own to set up.
  if (actor.role !== 'employer') throw new HttpError(403, ONLY_EMPLOYERS);
  const row = await insertEmployer(db, actor.id, input);
  if (!row) throw new HttpError(409, ALREADY_SET_UP);
  return toEmployerProfile(row);
}
