import { describe, expect, it } from 'vitest';
import { replications, runSimulation, type NamedScenario } from '../src/index.js';

function scenario(id: string): NamedScenario {
  const found = replications.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no replication ${id}`);
  return found;
}

function withTrainingCost(named: NamedScenario, cost: number, yearsPerReturn?: number) {
  const set = named.options.parameterSet;
  if (set === undefined) throw new Error('the RAND replication carries its own set');
  const training = set.support.training;
  const years = set.incarcerationYearsPerEvent['return-to-prison'];
  return runSimulation(named.input, {
    ...named.options,
    parameterSet: {
      ...set,
      support: {
        ...set.support,
        training: {
          ...training,
          costPerParticipant: { ...training.costPerParticipant, value: cost, low: cost },
        },
      },
      incarcerationYearsPerEvent: {
        ...set.incarcerationYearsPerEvent,
        'return-to-prison': {
          ...years,
          value: yearsPerReturn ?? years.value,
          low: yearsPerReturn ?? years.low,
          high: yearsPerReturn ?? years.high,
        },
      },
    },
  });
}

/** RAND's $4–$5 per $1 at $1,744–$1,400 both imply ≈ $53,700 per reincarceration avoided (13 per 100). */
const RAND_IMPLIED_VALUE_PER_RETURN = 53_750;
const VERA_2010_COST = 31_286;

describe('published studies reproduced (METHODOLOGY.md §6.2)', () => {
  it("RAND 2013: 13 of 100 reincarcerations avoided; $3.03–$3.78 per $1 against RAND's $4–$5, the gap being prison time per return", () => {
    const rand = scenario('rand-2013');
    const top = runSimulation(rand.input, rand.options);
    expect(top.recidivismReduction).toBeCloseTo((13 / 43) * 100, 6);
    expect(top.breakdown.recidivistsAvoided).toBeCloseTo(13, 6);
    expect(top.roiPerDollar).toBeCloseTo(3.03, 2);
    expect(withTrainingCost(rand, 1_400).roiPerDollar).toBeCloseTo(3.78, 2);
    // With RAND's implied value of a return (≈1.72 prison-years at Vera's average), the model lands in $4–$5.
    const years = RAND_IMPLIED_VALUE_PER_RETURN / VERA_2010_COST;
    for (const cost of [1_400, 1_744]) {
      const perDollar = withTrainingCost(rand, cost, years).roiPerDollar;
      expect(perDollar).toBeGreaterThanOrEqual(4);
      expect(perDollar).toBeLessThanOrEqual(5.01);
    }
  });

  it('WSIPP housing assistance with services: benefits below costs (under $1 per $1)', () => {
    const housing = scenario('wsipp-housing-with-services');
    const result = runSimulation(housing.input, housing.options);
    expect(result.roiPerDollar).toBeLessThan(1);
    expect(result.roiPerDollar).toBeCloseTo(0.013, 3);
    expect(result.costPerParticipant).toBe(14_147);
  });

  it('WSIPP employment and job training in the community: its −4.8% effect, about $0.50 per $1', () => {
    const employment = scenario('wsipp-employment-in-the-community');
    const result = runSimulation(employment.input, employment.options);
    expect(result.recidivismReduction).toBeCloseTo(4.8, 6);
    expect(result.roiPerDollar).toBeCloseTo(0.5, 2);
  });
});
