import type { ParameterUsed, SimulationWarning } from '../simulation-types.js';
import type { City, CustomCity, ParameterSet, SupportType } from '../types.js';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * What a reader of one result must know before quoting it: more participants than the place releases
 * in a year, an effect measured in another definition of recidivism than the place's baseline,
 * figures not checked against their publication, and a parameter set that is not evidence.
 *
 * @example
 * collectWarnings(waterloo, conservative, 'training', 1000, parameters).map((w) => w.code);
 * // ['participants-exceed-releases', 'unverified-figures']
 */
export function collectWarnings(
  city: City | CustomCity,
  set: ParameterSet,
  supportType: SupportType,
  participantCount: number,
  parameters: readonly ParameterUsed[],
): SimulationWarning[] {
  const warnings: SimulationWarning[] = [];
  const place = city.label ?? city.name;
  if (participantCount > city.annualReleases) {
    warnings.push({
      code: 'participants-exceed-releases',
      message: `${count.format(participantCount)} participants is more than the ${count.format(city.annualReleases)} people released to ${place} in a year; the model enrols them as one cohort, so the result describes several years of releases, or none that exist.`,
    });
  }
  const support = set.support[supportType];
  if (!support.effectMeasuredOn.includes(city.recidivismDefinition)) {
    warnings.push({
      code: 'effect-definition-differs',
      message: `The effect of this support was measured on ${support.effectMeasuredOn.join(' and ')}, but ${place}'s baseline counts ${city.recidivismDefinition}. No sourced conversion factor exists, so the relative effect is applied as measured: treat the result as indicative.`,
    });
  }
  const unverified = parameters.filter((parameter) => parameter.source.unverified !== undefined);
  if (unverified.length > 0) {
    warnings.push({
      code: 'unverified-figures',
      message: `${unverified.length} of the figures used are not yet verified against their publication (each is marked in the sources): ${unverified.map((parameter) => parameter.id).join(', ')}.`,
      parameterIds: unverified.map((parameter) => parameter.id),
    });
  }
  if (set.notEvidence === true) {
    warnings.push({
      code: 'not-evidence',
      message: `"${set.label}": derived to reproduce the organisation's stated figures; not evidence. Compare the conservative set.`,
    });
  }
  return warnings;
}
