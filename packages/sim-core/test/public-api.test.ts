import { describe, expect, it, vi } from 'vitest';
import * as simCore from '../src/index.js';

describe('public API', () => {
  it('exports the names other teams rely on', () => {
    for (const name of [
      'runSimulation',
      'SimulationInputError',
      'listCities',
      'getCity',
      'parameterSets',
      'defaultParameterSetId',
      'supportTypes',
      'timeframeOptions',
      'homeTeaserScenario',
    ]) {
      expect(simCore, name).toHaveProperty(name);
    }
  });

  it('lists the spec §3 support types with labels and descriptions', () => {
    expect(simCore.supportTypes).toEqual([
      { value: 'none', label: 'No Support', description: 'basic job placement only' },
      {
        value: 'training',
        label: 'Job Training',
        description: 'skills development and certification',
      },
      { value: 'housing', label: 'Housing Support', description: 'stable housing assistance' },
      { value: 'mentoring', label: 'Mentoring', description: 'ongoing career guidance' },
      {
        value: 'full_wraparound',
        label: 'Full Wraparound',
        description: 'comprehensive support services',
      },
    ]);
  });

  it('exports the spec §9 limits', () => {
    expect(simCore.timeframeOptions).toEqual([1, 3, 5, 10]);
    expect([simCore.MIN_PARTICIPANTS, simCore.MAX_PARTICIPANTS]).toEqual([100, 10_000]);
    expect([
      simCore.SLIDER_MIN_PARTICIPANTS,
      simCore.SLIDER_MAX_PARTICIPANTS,
      simCore.SLIDER_STEP_PARTICIPANTS,
      simCore.DEFAULT_PARTICIPANTS,
    ]).toEqual([100, 5_000, 50, 1_000]);
    expect([simCore.MIN_TIMEFRAME_YEARS, simCore.MAX_TIMEFRAME_YEARS]).toEqual([1, 10]);
  });

  it('defaults to the conservative set and finds cities by id', () => {
    expect(simCore.defaultParameterSetId).toBe('conservative');
    expect(simCore.getCity('cedar-falls-ia')?.name).toBe('Cedar Falls');
    expect(simCore.getCity('nowhere')).toBeUndefined();
  });

  it('echoes the resolved input and city, and lists every parameter used with its source', () => {
    const result = simCore.runSimulation(
      { cityId: 'rhode-island', supportType: 'housing', participantCount: 500, timeframe: 3 },
      { draws: 0 },
    );
    expect(result.input).toEqual({
      cityId: 'rhode-island',
      supportType: 'housing',
      participantCount: 500,
      timeframe: 3,
      parameterSetId: 'conservative',
      seed: simCore.DEFAULT_SEED,
      draws: 0,
    });
    expect(result.city).toMatchObject({
      id: 'rhode-island',
      name: 'Rhode Island',
      state: 'Rhode Island',
      recidivismDefinition: 'return-to-prison',
    });
    expect(result.uncertainty).toBeNull();
    const ids = result.parameters.map((parameter) => parameter.id);
    expect(ids).toContain('support.housing.relativeReduction');
    expect(ids).toContain('incarcerationYearsPerEvent.return-to-prison');
    expect(
      ids.some(
        (id) => id.startsWith('incarcerationYearsPerEvent.') && !id.endsWith('return-to-prison'),
      ),
    ).toBe(false);
    for (const parameter of result.parameters) {
      expect(parameter.source.publisher, parameter.id).toBeTruthy();
      expect(parameter.year, parameter.id).toBe(parameter.source.year);
    }
  });

  it('runs 10,000 seeded draws by default and reports the probability that benefits exceed costs', () => {
    const result = simCore.runSimulation({
      cityId: 'iowa',
      supportType: 'training',
      participantCount: 1_000,
      timeframe: 5,
    });
    expect(result.uncertainty?.draws).toBe(simCore.DEFAULT_DRAWS);
    expect(result.uncertainty?.probabilityBenefitsExceedCosts).toBeGreaterThan(0);
    expect(result.uncertainty?.probabilityBenefitsExceedCosts).toBeLessThan(1);
  });

  it('has a break-even success rate equal to cost per participant over the value of one avoided return', () => {
    const result = simCore.runSimulation(
      { cityId: 'ohio', supportType: 'mentoring', participantCount: 300, timeframe: 10 },
      { draws: 0 },
    );
    expect(result.breakEven.successRate).toBeCloseTo(
      (result.costPerParticipant / result.breakEven.valuePerAvoidedRecidivism) * 100,
      10,
    );
  });

  it('is pure: never calls Math.random or reads the clock', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    simCore.runSimulation(
      { cityId: 'iowa', supportType: 'full_wraparound', participantCount: 1_000, timeframe: 10 },
      { draws: 1_000 },
    );
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
    random.mockRestore();
    now.mockRestore();
  });
});
