import type { JobSeekerProfile } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { openOwnSealedFields } from '../../../services/sealing.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { findSeekerProfile } from '../../clients/repository.js';
import { SEEKER_DECLARATION_FIELD, declaredCategories } from '../declaration.js';

const NO_RECORD = 'You have no client record yet';

/** The client's own skills, interests and declaration (the inputs of their matches). */
export async function getSeekerProfile(
  { db, cipher }: UseCaseContext,
  actor: Actor,
): Promise<JobSeekerProfile> {
  const row = await findSeekerProfile(db, actor.id);
  if (!row) throw new HttpError(404, NO_RECORD);
  return {
    skills: row.skills,
    interests: row.job_interests,
    offenseCategories: declaredCategories(
      openOwnSealedFields(cipher, row.sensitive, [SEEKER_DECLARATION_FIELD]),
    ),
  };
}
