import { describe, expect, it } from 'vitest';
import { listCities, parameterSets, type Parameter, type Source } from '../src/index.js';
import {
  cumulativeRecidivismByYear,
  recidivismTimingSource,
} from '../src/data/recidivism-timing.js';

const NUMERIC_FIELDS = [
  'population',
  'annualReleases',
  'baselineRecidivismRate',
  'recidivismWindowYears',
  'cohortYear',
  'averageCostPerIncarceration',
  'currentEmploymentRate',
  'medianIncome',
] as const;
const SUPPORT_FIELDS = [
  'relativeReduction',
  'completionRate',
  'costPerParticipant',
  'completerEmploymentRate',
] as const;
const OLDEST_SOURCE_YEAR = 2000;
const NEWEST_SOURCE_YEAR = 2026;
const REQUIRED_EXTRA_PLACES = 20;

function expectCited(source: Source | undefined): void {
  expect(source?.publisher.trim()).toBeTruthy();
  expect(source?.title.trim()).toBeTruthy();
  expect(source?.year).toBeGreaterThanOrEqual(OLDEST_SOURCE_YEAR);
  expect(source?.year).toBeLessThanOrEqual(NEWEST_SOURCE_YEAR);
}

function parametersOf(set: (typeof parameterSets)[string]): [string, Parameter][] {
  return [
    ...Object.entries(set.support).flatMap(([type, support]) =>
      SUPPORT_FIELDS.map((name): [string, Parameter] => [`${type}.${name}`, support[name]]),
    ),
    ...Object.entries(set.incarcerationYearsPerEvent),
    ['marginalCostShare', set.marginalCostShare],
    ['incarcerationCostMultiplier', set.incarcerationCostMultiplier],
    ['discountRate', set.discountRate],
    ['baselineEmploymentRate', set.baselineEmploymentRate],
    ['earningsShareOfMedianIncome', set.earningsShareOfMedianIncome],
    ['effectiveTaxRate', set.effectiveTaxRate],
  ];
}

describe('city data', () => {
  const cities = listCities();

  it('starts with Waterloo, Cedar Falls and Iowa, and has Delaware, Rhode Island and 20+ more places', () => {
    expect(cities.slice(0, 3).map((city) => city.id)).toEqual([
      'waterloo-ia',
      'cedar-falls-ia',
      'iowa',
    ]);
    const ids = cities.map((city) => city.id);
    expect(ids).toContain('delaware');
    expect(ids).toContain('rhode-island');
    const core = ['waterloo-ia', 'cedar-falls-ia', 'iowa', 'delaware', 'rhode-island'];
    expect(ids.filter((id) => !core.includes(id)).length).toBeGreaterThanOrEqual(
      REQUIRED_EXTRA_PLACES,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the impact report figures: Delaware 64%, Rhode Island 49%', () => {
    expect(cities.find((city) => city.id === 'delaware')?.baselineRecidivismRate).toBe(64);
    expect(cities.find((city) => city.id === 'rhode-island')?.baselineRecidivismRate).toBe(49);
  });

  it.each(cities.map((city) => [city.id, city] as const))(
    '%s: slug id, sane values, a source for every number',
    (id, city) => {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      for (const field of NUMERIC_FIELDS) {
        expect(Number.isFinite(city[field])).toBe(true);
        expectCited(city.sources[field]);
      }
      expect(city.baselineRecidivismRate).toBeGreaterThan(0);
      expect(city.baselineRecidivismRate).toBeLessThan(100);
      expect(Number.isInteger(city.recidivismWindowYears)).toBe(true);
      expect(['rearrest', 'reconviction', 'return-to-prison']).toContain(city.recidivismDefinition);
      expect(
        city.state === city.name ||
          /^[A-Z]{2}$/.test(city.state) ||
          city.name.startsWith(city.state),
      ).toBe(true);
    },
  );

  it('writes each place\'s label once: no "California, California"', () => {
    const labels = cities.map((city) => city.label);
    expect(labels).toContain('Waterloo, IA');
    expect(labels).toContain('Iowa (statewide)');
    expect(labels).toContain('California');
    for (const label of labels) expect(label).not.toMatch(/^(.+), \1$/);
  });

  it("uses Iowa's latest published cohort and marks every figure not checked against its source", () => {
    const iowa = cities.find((city) => city.id === 'iowa');
    expect(iowa?.baselineRecidivismRate).toBe(32.8);
    expect(iowa?.sources.baselineRecidivismRate.note).toMatch(/return to Iowa prison/);
    for (const city of cities.filter((place) => !place.id.endsWith('-ia') && place.id !== 'iowa'))
      expect(city.sources.baselineRecidivismRate.unverified, city.id).toMatch(/re-check/);
  });

  it('marks derived city figures as derived', () => {
    const waterloo = cities.find((city) => city.id === 'waterloo-ia');
    expect(waterloo?.sources.annualReleases.note).toMatch(/Derived/);
    expect(waterloo?.sources.baselineRecidivismRate.note).toMatch(/statewide/);
  });
});

describe('parameter sets', () => {
  it.each(Object.values(parameterSets).map((set) => [set.id, set] as const))(
    '%s: every parameter is cited and its interval brackets it',
    (_id, set) => {
      for (const [name, parameter] of parametersOf(set)) {
        expectCited(parameter.source);
        expect(parameter.unit, name).toBeTruthy();
        expect(parameter.definition, name).toBeTruthy();
        expect(parameter.low ?? parameter.value, name).toBeLessThanOrEqual(parameter.value);
        expect(parameter.high ?? parameter.value, name).toBeGreaterThanOrEqual(parameter.value);
      }
      for (const support of Object.values(set.support)) {
        expect(support.relativeReduction.high ?? support.relativeReduction.value).toBeLessThan(1);
        expect(support.costPerParticipant.low ?? support.costPerParticipant.value).toBeGreaterThan(
          0,
        );
      }
    },
  );

  it('labels assumptions "assumption" with their reasoning, never under a publisher\'s name', () => {
    for (const set of Object.values(parameterSets)) {
      for (const [name, parameter] of parametersOf(set)) {
        const { publisher, note } = parameter.source;
        if (publisher === 'assumption') expect(note, name).toBeTruthy();
        if (publisher !== 'assumption' && !set.notEvidence)
          expect(note ?? '', `${set.id} ${name}`).not.toMatch(/^(Assumed|Estimate)/);
      }
    }
    const conservative = parameterSets.conservative;
    expect(conservative?.support.full_wraparound.completionRate.source.publisher).toBe(
      'assumption',
    );
    expect(conservative?.support.full_wraparound.costPerParticipant.source.publisher).toBe(
      'assumption',
    );
    expect(conservative?.marginalCostShare.source.publisher).toBe('assumption');
  });

  it("derives the training interval from RAND's odds ratios at its 43% baseline", () => {
    const training = parameterSets.conservative?.support.training.relativeReduction;
    expect(training?.value).toBeCloseTo(0.243, 3); // OR 0.64
    expect(training?.high).toBeCloseTo(0.301, 3); // OR 0.57
    expect(parameterSets.conservative?.support.training.effectBasis).toBe('intent-to-treat');
  });

  it("takes the housing cost from WSIPP's net cost", () => {
    expect(parameterSets.conservative?.support.housing.costPerParticipant.value).toBe(14_147);
  });

  it('marks mentoring as low confidence in the conservative set', () => {
    expect(parameterSets.conservative?.support.mentoring.relativeReduction.confidence).toBe('low');
  });

  it('does not assume more services always pay more: conservative housing returns less than training', () => {
    const set = parameterSets.conservative;
    const ratio = (type: 'housing' | 'training'): number =>
      ((set?.support[type].relativeReduction.value ?? 0) *
        (set?.support[type].completionRate.value ?? 0)) /
      (set?.support[type].costPerParticipant.value ?? 1);
    expect(ratio('housing')).toBeLessThan(ratio('training'));
  });

  it("cites the recidivism timing curve, with BJS's published years 2 and 4, and it never falls", () => {
    expectCited(recidivismTimingSource);
    expect(cumulativeRecidivismByYear[1]).toBe(59.5);
    expect(cumulativeRecidivismByYear[3]).toBe(73);
    cumulativeRecidivismByYear.slice(1).forEach((value, index) => {
      expect(value).toBeGreaterThanOrEqual(
        cumulativeRecidivismByYear[index] ?? Number.POSITIVE_INFINITY,
      );
    });
  });
});
