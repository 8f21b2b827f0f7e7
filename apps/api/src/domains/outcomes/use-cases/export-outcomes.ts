import type { Outcomes, OutcomesSummary } from '@pathways/schemas';
import { dayOf } from '../../jobs/dates.js';
import type { UseCaseContext } from '../../use-case-context.js';
import { outcomesFiguresCsv, outcomesRowsCsv } from '../csv.js';
import { listDeidentifiedPlacements } from '../placement-rows-repository.js';
import { computeOutcomes } from '../repository.js';
import { toOutcomesSummary } from '../summary.js';

/** Admin › Reports › Outcomes: the figures funders ask for, on the day of the request. */
export function getOutcomes({ db, now }: UseCaseContext): Promise<Outcomes> {
  return computeOutcomes(db, dayOf(now));
}

/** The public summary: overall aggregates only, no breakdowns. */
export async function getOutcomesSummary(context: UseCaseContext): Promise<OutcomesSummary> {
  return toOutcomesSummary(await getOutcomes(context));
}

/** A CSV download: its file name (dated) and its text. */
export interface CsvExport {
  fileName: string;
  text: string;
}

/** The figures as a funder's spreadsheet reads them. */
export async function exportOutcomesCsv(context: UseCaseContext): Promise<CsvExport> {
  const day = dayOf(context.now);
  return { fileName: `outcomes-${day}.csv`, text: outcomesFiguresCsv(await getOutcomes(context)) };
}

/** The rows behind the figures, de-identified. */
export async function exportPlacementsCsv({ db, now, cipher }: UseCaseContext): Promise<CsvExport> {
  const day = dayOf(now);
  const rows = await listDeidentifiedPlacements(db, day);
  return { fileName: `placements-deidentified-${day}.csv`, text: outcomesRowsCsv(rows, cipher) };
}
