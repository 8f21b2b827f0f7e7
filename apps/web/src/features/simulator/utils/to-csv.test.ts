import { runSimulation, yearColumns } from '@pathways/sim-core';
import { simulationResultSchema } from '@pathways/schemas';
import { describe, expect, it } from 'vitest';
import { simulationToCsv } from './to-csv';

const model = runSimulation(
  { cityId: 'waterloo-ia', supportType: 'training', participantCount: 1000, timeframe: 3 },
  { draws: 0 },
);
// The result as the browser receives it: the year-by-year series as columns, read through the contract.
const result = simulationResultSchema.parse(
  JSON.parse(JSON.stringify({ ...model, yearly: yearColumns(model.yearly) })),
);

describe('the simulator CSV download', () => {
  const csv = simulationToCsv(result, null);
  const [summary = '', yearly = ''] = csv.split('\n\n');

  it('is two tables a blank line apart, ending in one newline', () => {
    expect(summary.split('\n')[0]).toBe('field,value');
    expect(yearly.split('\n')[0]).toMatch(/^year,recidivistsAvoided,/);
    expect(yearly.trimEnd().split('\n')).toHaveLength(1 + 3);
    expect(csv.endsWith('\n') && !csv.endsWith('\n\n')).toBe(true);
  });

  it('quotes a cell with a comma so a spreadsheet keeps it whole', () => {
    expect(summary).toContain('city,"Waterloo, IA"');
  });

  it('writes the figures as received, and one row per year', () => {
    expect(summary).toContain(`publicCostSavingsUsd,${result.publicCostSavings}`);
    expect(yearly.split('\n')[3]).toBe(
      [
        3,
        model.yearly[2]?.recidivistsAvoided,
        model.yearly[2]?.cumulativeRecidivistsAvoided,
        model.yearly[2]?.publicCostSavings,
        model.yearly[2]?.cumulativePublicCostSavings,
        model.yearly[2]?.cumulativeNetBenefit,
      ].join(','),
    );
  });
});
