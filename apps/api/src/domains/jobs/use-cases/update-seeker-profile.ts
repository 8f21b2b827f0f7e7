import type { JobSeekerProfile } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { sealValue } from '../../../services/sealing.js';
import { findSeekerProfile, saveSeekerProfile } from '../../clients/repository.js';
import { SEEKER_DECLARATION_FIELD } from '../declaration.js';

/** The client saves their skills, interests and declaration (the declaration sealed). */
export async function updateSeekerProfile(
  { db, cipher }: UseCaseContext,
  actor: Actor,
  input: JobSeekerProfile,
): Promise<JobSeekerProfile> {
  const row = await findSeekerProfile(db, actor.id);
  if (!row) throw new HttpError(404, 'You have no client record yet');
  const sensitive = { ...row.sensitive };
  if (input.offenseCategories.length > 0) {
    sensitive[SEEKER_DECLARATION_FIELD] = sealValue(cipher, input.offenseCategories);
  } else {
    delete sensitive[SEEKER_DECLARATION_FIELD];
  }
  await saveSeekerProfile(db, row.id, {
    skills: input.skills,
    interests: input.interests,
    sensitive,
  });
  return {
    skills: input.skills,
    interests: input.interests,
    offenseCategories: input.offenseCategories,
  };
}
