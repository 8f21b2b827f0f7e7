import type { JobMatches } from '@pathways/schemas';
import { openOwnSealedFields } from '../../../services/sealing.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { findSeekerProfile } from '../../clients/repository.js';
import { SEEKER_DECLARATION_FIELD, declaredCategories } from '../declaration.js';
import { rankJobs } from '../rank-jobs.js';
import { publishedJobsMentioning, toJob } from '../repository.js';

/** How many published postings the matches rank (those mentioning the client's terms, newest first). */
const MATCH_CANDIDATES = 200;

/** The client's matches: postings ranked by their skills, interests and declaration. */
export async function listMatches(
  { db, cipher }: UseCaseContext,
  actor: Actor,
): Promise<JobMatches> {
  const profile = await findSeekerProfile(db, actor.id);
  const skills = profile?.skills ?? [];
  const interests = profile?.job_interests ?? [];
  // Opened only to rank, inside the server: nothing of it leaves in the answer.
  const declared = profile
    ? declaredCategories(openOwnSealedFields(cipher, profile.sensitive, [SEEKER_DECLARATION_FIELD]))
    : [];
  const rows = await publishedJobsMentioning(db, [...skills, ...interests], MATCH_CANDIDATES);
  const fallback =
    rows.length === 0 ? await publishedJobsMentioning(db, [], MATCH_CANDIDATES) : rows;
  return rankJobs(fallback.map(toJob), { skills, interests, declared });
}
