import type { OutcomesSummary } from '@pathways/schemas';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { toOutcomesSummary } from '../summary.js';
import { getOutcomes } from './get-outcomes.js';

/** The public summary: overall aggregates only, no breakdowns. */
export async function getOutcomesSummary(context: UseCaseContext): Promise<OutcomesSummary> {
  return toOutcomesSummary(await getOutcomes(context));
}
