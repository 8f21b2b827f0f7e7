import type { EmployerProfile, EmployerProfileInput } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { toEmployerProfile, updateEmployerProfile as save } from '../employers-repository.js';
import { ownEmployer } from '../policy.js';

/**
 * The company edits its profile. A verified company's new name drops the verified badge until an
 * admin approves it; consents and referrals keep naming the company by id, so a new name never
 * borrows another company's consents.
 */
export async function updateEmployerProfile(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: EmployerProfileInput,
): Promise<EmployerProfile> {
  const before = await ownEmployer(db, actor);
  return toEmployerProfile(await save(db, before, input, now));
}
