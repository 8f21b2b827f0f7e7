import type { Outcomes } from '@pathways/schemas';
import { dayOf } from '../../jobs/dates.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { computeOutcomes } from '../repository.js';

/** Admin › Reports › Outcomes: the figures funders ask for, on the day of the request. */
export function getOutcomes({ db, now }: UseCaseContext): Promise<Outcomes> {
  return computeOutcomes(db, dayOf(now));
}
