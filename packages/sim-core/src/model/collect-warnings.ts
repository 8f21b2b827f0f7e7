import type { ParameterUsed, SimulationWarning } from '../simulation-types.js';
import type { City, CustomCity, ParameterSet, SupportType } from '../types.js';

/** "1000" → "1,000", without Intl: a run is a few microseconds and Intl formatting costs one. */
function grouped(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function placeOf(city: City | CustomCity): string {
  return city.label ?? city.name;
}

/** The warnings that depend on the place, set, support type and the figures used — not on the cohort. */
function fixedWarnings(
  city: City | CustomCity,
  set: ParameterSet,
  supportType: SupportType,
  parameters: readonly ParameterUsed[],
): readonly SimulationWarning[] {
  const warnings: SimulationWarning[] = [];
  const support = set.support[supportType];
  if (!support.effectMeasuredOn.includes(city.recidivismDefinition)) {
    warnings.push({
      code: 'effect-definition-differs',
      message: `The effect of this support was measured on ${support.effectMeasuredOn.join(' and ')}, but ${placeOf(city)}'s baseline counts ${city.recidivismDefinition}. No sourced conversion factor exists, so the relative effect is applied as measured: treat the result as indicative.`,
    });
  }
  const unverified = parameters.filter((parameter) => parameter.source.unverified !== undefined);
  if (unverified.length > 0) {
    const ids = unverified.map((parameter) => parameter.id);
    warnings.push({
      code: 'unverified-figures',
      message: `${unverified.length} of the figures used are not yet verified against their publication; each is marked in the sources.`,
      parameterIds: ids,
    });
  }
  if (set.notEvidence === true) {
    warnings.push({
      code: 'not-evidence',
      message: `"${set.label}": derived to reproduce the organisation's stated figures; not evidence. Compare the conservative set.`,
    });
  }
  return warnings.map((warning) => Object.freeze(warning));
}

// Runs are point calls on every API request: the warnings of built-in data are built once and shared.
const cache = new WeakMap<
  City | CustomCity,
  WeakMap<ParameterSet, Map<string, readonly SimulationWarning[]>>
>();

/**
 * What a reader of one result must know before quoting it: more participants than the place releases
 * in a year, an effect measured in another definition of recidivism than the place's baseline,
 * figures not checked against their publication, and a parameter set that is not evidence.
 *
 * @example
 * collectWarnings(waterloo, conservative, 'training', 5, 1000, parameters).map((w) => w.code);
 * // ['participants-exceed-releases', 'unverified-figures']
 */
export function collectWarnings(
  city: City | CustomCity,
  set: ParameterSet,
  supportType: SupportType,
  timeframe: number,
  participantCount: number,
  parameters: readonly ParameterUsed[],
): SimulationWarning[] {
  let bySet = cache.get(city);
  if (bySet === undefined) {
    bySet = new WeakMap();
    cache.set(city, bySet);
  }
  let byKey = bySet.get(set);
  if (byKey === undefined) {
    byKey = new Map();
    bySet.set(set, byKey);
  }
  const key = `${supportType}|${timeframe}`;
  let fixed = byKey.get(key);
  if (fixed === undefined) {
    fixed = fixedWarnings(city, set, supportType, parameters);
    byKey.set(key, fixed);
  }
  if (participantCount <= city.annualReleases) return [...fixed];
  return [
    {
      code: 'participants-exceed-releases',
      message: `${grouped(participantCount)} participants is more than the ${grouped(city.annualReleases)} people released to ${placeOf(city)} in a year; the model enrols them as one cohort, so the result describes several years of releases, or none that exist.`,
    },
    ...fixed,
  ];
}
