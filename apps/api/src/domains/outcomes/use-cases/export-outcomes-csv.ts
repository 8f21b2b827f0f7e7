import { dayOf } from '../../jobs/dates.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { outcomesFiguresCsv } from '../csv.js';
import { getOutcomes } from './get-outcomes.js';

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
