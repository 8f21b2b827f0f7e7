import { dayOf } from '../../jobs/dates.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { outcomesRowsCsv } from '../csv.js';
import { listDeidentifiedPlacements } from '../placement-rows-repository.js';
import type { CsvExport } from './export-outcomes-csv.js';

/** The rows behind the figures, de-identified (pseudonyms, no names). */
export async function exportPlacementsCsv({ db, now, cipher }: UseCaseContext): Promise<CsvExport> {
  const day = dayOf(now);
  const rows = await listDeidentifiedPlacements(db, day);
  return { fileName: `placements-deidentified-${day}.csv`, text: outcomesRowsCsv(rows, cipher) };
}
