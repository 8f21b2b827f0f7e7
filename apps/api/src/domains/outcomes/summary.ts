import type { Outcomes, OutcomesSummary, Ratio } from '@pathways/schemas';
import { impactReport, recordsSection } from '@pathways/content';
import type { ImpactReport } from '@pathways/content';

const RETENTION_90 = 90;
const RETENTION_365 = 365;
/** The impact report's section the records follow: the stated programme figures (spec §9). */
const AFTER_SECTION_ID = 'program-metrics';

const unmeasured: Ratio = { numerator: 0, denominator: 0, rate: null };

/** The public summary of the outcome figures: overall aggregates only, no breakdowns. */
export function toOutcomesSummary(outcomes: Outcomes): OutcomesSummary {
  const retention = (day: number) =>
    outcomes.overall.retention.find((figure) => figure.day === day)?.employed ?? unmeasured;
  return {
    asOf: outcomes.asOf,
    clientsServed: outcomes.clientsServed,
    placements: outcomes.overall.placements,
    placementRate: outcomes.placementRate,
    medianStartingWage: outcomes.overall.startingWage.median,
    retention90: retention(RETENTION_90),
    retention365: retention(RETENTION_365),
  };
}

/**
 * The impact report with "From our records" placed right after the stated programme figures, so a
 * reader sees the two side by side and labelled apart; the stated figures stay as they are.
 */
export function reportWithRecords(
  summary: OutcomesSummary,
  report: ImpactReport = impactReport,
): ImpactReport {
  const records = recordsSection(summary);
  const after = report.sections.findIndex((section) => section.id === AFTER_SECTION_ID);
  const at = after === -1 ? report.sections.length : after + 1;
  return {
    ...report,
    sections: [...report.sections.slice(0, at), records, ...report.sections.slice(at)],
  };
}
