import { runSimulation } from '@pathways/sim-core';
import { simulationResultSchema } from '@pathways/schemas';
import { describe, expect, it } from 'vitest';
import { simulationToCsv } from './to-csv';

// The result as the browser receives it: sim-core's answer, through the API's JSON and contract.
const result = simulationResultSchema.parse(
  JSON.parse(
    JSON.stringify(
      runSimulation(
        { cityId: 'waterloo-ia', supportType: 'training', participantCount: 1000, timeframe: 3 },
        { draws: 0 },
      ),
    ),
  ),
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

  it('keeps the figures unrounded, for checking against the CLI', () => {
    expect(summary).toContain(`publicCostSavingsUsd,${result.publicCostSavings}`);
  });
});
