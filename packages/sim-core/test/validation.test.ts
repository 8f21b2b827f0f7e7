import { describe, expect, it } from 'vitest';
import {
  getCity,
  runSimulation,
  SimulationInputError,
  type City,
  type SimulationInput,
} from '../src/index.js';

const valid: SimulationInput = {
  cityId: 'waterloo-ia',
  supportType: 'training',
  participantCount: 1_000,
  timeframe: 5,
};

function waterlooWithoutSources(): Omit<City, 'sources'> {
  const city = getCity('waterloo-ia');
  if (city === undefined) throw new Error('waterloo-ia is missing');
  const { sources: _sources, ...rest } = city;
  return rest;
}

function errorOf(input: unknown, options?: { draws?: number }): SimulationInputError {
  try {
    runSimulation(input as SimulationInput, options);
  } catch (error) {
    if (error instanceof SimulationInputError) return error;
    throw error;
  }
  throw new Error('expected a SimulationInputError');
}

describe('runSimulation input validation', () => {
  it.each([
    ['an unknown city', { ...valid, cityId: 'atlantis' }, 'cityId', /Unknown city "atlantis"/],
    ['a missing city', { ...valid, cityId: undefined }, 'cityId', /Unknown city/],
    [
      'an unknown support type',
      { ...valid, supportType: 'therapy' },
      'supportType',
      /none, training, housing, mentoring, full_wraparound/,
    ],
    [
      'too few participants',
      { ...valid, participantCount: 99 },
      'participantCount',
      /from 100 to 10000; got 99/,
    ],
    [
      'too many participants',
      { ...valid, participantCount: 10_001 },
      'participantCount',
      /got 10001/,
    ],
    [
      'fractional participants',
      { ...valid, participantCount: 150.5 },
      'participantCount',
      /integer/,
    ],
    [
      'participants as text',
      { ...valid, participantCount: '1000' },
      'participantCount',
      /got "1000"/,
    ],
    ['a zero timeframe', { ...valid, timeframe: 0 }, 'timeframe', /from 1 to 10; got 0/],
    ['an 11-year timeframe', { ...valid, timeframe: 11 }, 'timeframe', /got 11/],
    ['a fractional timeframe', { ...valid, timeframe: 2.5 }, 'timeframe', /integer/],
    [
      'an unknown parameter set',
      { ...valid, parameterSetId: 'optimistic' },
      'parameterSetId',
      /conservative, program-reported/,
    ],
    ['a negative seed', { ...valid, seed: -1 }, 'seed', /integer/],
  ])('rejects %s', (_name, input, field, message) => {
    const error = errorOf(input);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SimulationInputError');
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
    expect(error.allowed.length).toBeGreaterThan(0);
  });

  it('rejects a negative number of draws', () => {
    expect(errorOf(valid, { draws: -1 }).field).toBe('draws');
  });

  it('rejects a custom city with an out-of-range field, naming the field', () => {
    const waterloo = waterlooWithoutSources();
    expect(
      errorOf({ ...valid, cityId: undefined, city: { ...waterloo, baselineRecidivismRate: 140 } })
        .field,
    ).toBe('city.baselineRecidivismRate');
    expect(
      errorOf({
        ...valid,
        cityId: undefined,
        city: { ...waterloo, recidivismDefinition: 'rearrested' },
      }).field,
    ).toBe('city.recidivismDefinition');
    expect(
      errorOf({
        ...valid,
        cityId: undefined,
        city: { ...waterloo, averageCostPerIncarceration: 0 },
      }).field,
    ).toBe('city.averageCostPerIncarceration');
    expect(errorOf({ ...valid, cityId: undefined, city: 'Waterloo' }).field).toBe('city');
  });

  it('accepts a custom city without sources and marks its figures as caller-supplied', () => {
    const waterloo = waterlooWithoutSources();
    const result = runSimulation(
      { ...valid, cityId: undefined, city: { ...waterloo, id: 'my-town', name: 'My Town' } },
      { draws: 0 },
    );
    expect(result.city.id).toBe('my-town');
    const baseline = result.parameters.find(
      (parameter) => parameter.id === 'city.baselineRecidivismRate',
    );
    expect(baseline?.source.publisher).toBe('Caller-supplied city data');
  });
});
