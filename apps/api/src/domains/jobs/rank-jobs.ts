import type { Job, OffenseCategory } from '@pathways/schemas';

/** How much a term found in the title counts against one found only in the rest of the posting. */
const TITLE_WEIGHT = 2;
const BODY_WEIGHT = 1;
/** A posting that excludes no category at all is the surest fair-chance fit. */
const NO_EXCLUSIONS_BONUS = 0.5;
export const MATCH_LIMIT = 20;

export interface SeekerTerms {
  skills: readonly string[];
  interests: readonly string[];
  declared: readonly OffenseCategory[];
}

export interface RankedJob extends Job {
  score: number;
  matchedTerms: string[];
}

/**
 * True when the posting's excluded categories meet what the client declared: such a job is never
 * promoted to them (Honest Jobs' rule, to spare both sides a negligent-hiring conflict).
 * @example
 * conflictsWithDeclaration(['drivingRelated'], ['drivingRelated', 'drugRelated']) // true
 * conflictsWithDeclaration([], ['violent']) // false
 */
export function conflictsWithDeclaration(
  excluded: readonly OffenseCategory[],
  declared: readonly OffenseCategory[],
): boolean {
  return excluded.some((category) => declared.includes(category));
}

/**
 * The client's matches: postings without a conflict, best first by the skills and interests they
 * mention (title counts double) and then fair-chance fit, newest first among equals.
 * @example
 * rankJobs(jobs, { skills: ['forklift'], interests: [], declared: [] }).matches[0].title // 'Forklift Operator'
 */
export function rankJobs(
  jobs: readonly Job[],
  seeker: SeekerTerms,
): { matches: RankedJob[]; notPromoted: number } {
  const terms = [...new Set([...seeker.skills, ...seeker.interests].map((t) => t.toLowerCase()))];
  let notPromoted = 0;
  const ranked: RankedJob[] = [];
  for (const job of jobs) {
    if (conflictsWithDeclaration(job.excludedCategories, seeker.declared)) {
      notPromoted += 1;
      continue;
    }
    const title = job.title.toLowerCase();
    const body = `${job.description} ${job.requirements ?? ''}`.toLowerCase();
    const matchedTerms = terms.filter((term) => title.includes(term) || body.includes(term));
    const score =
      matchedTerms.reduce(
        (sum, term) => sum + (title.includes(term) ? TITLE_WEIGHT : BODY_WEIGHT),
        0,
      ) + (job.excludedCategories.length === 0 ? NO_EXCLUSIONS_BONUS : 0);
    ranked.push({ ...job, score, matchedTerms });
  }
  ranked.sort(
    (a, b) => b.score - a.score || b.postedDate.localeCompare(a.postedDate) || b.id - a.id,
  );
  return { matches: ranked.slice(0, MATCH_LIMIT), notPromoted };
}
