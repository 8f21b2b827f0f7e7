import type { EmployerProfile } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { toEmployerProfile } from '../employers-repository.js';
import { ownEmployer } from '../policy.js';

/** The caller's company profile. */
export async function getEmployerProfile(
  { db }: UseCaseContext,
  actor: Actor,
): Promise<EmployerProfile> {
  return toEmployerProfile(await ownEmployer(db, actor));
}
