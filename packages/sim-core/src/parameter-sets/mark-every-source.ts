import type { Parameter, ParameterSet, Source, SupportParameters, SupportType } from '../types.js';

function marked(prefix: string, source: Source): Source {
  const note = source.note ?? '';
  return { ...source, note: note.startsWith(prefix) ? note : `${prefix} ${note}`.trim() };
}

function markParameter(prefix: string, parameter: Parameter): Parameter {
  return { ...parameter, source: marked(prefix, parameter.source) };
}

function markSupport(prefix: string, support: SupportParameters): SupportParameters {
  return {
    ...support,
    relativeReduction: markParameter(prefix, support.relativeReduction),
    completionRate: markParameter(prefix, support.completionRate),
    costPerParticipant: markParameter(prefix, support.costPerParticipant),
    completerEmploymentRate: markParameter(prefix, support.completerEmploymentRate),
  };
}

/**
 * Starts the note of every source in a set with `prefix`, so no figure of the set can be read, in
 * any view, without it (used for the set derived from the organisation's stated figures).
 *
 * @example
 * markEverySource('Not evidence.', set).discountRate.source.note; // 'Not evidence. …'
 */
export function markEverySource(prefix: string, set: ParameterSet): ParameterSet {
  const support = Object.fromEntries(
    Object.entries(set.support).map(([type, value]) => [type, markSupport(prefix, value)]),
  ) as Record<SupportType, SupportParameters>;
  const years = set.incarcerationYearsPerEvent;
  return {
    ...set,
    support,
    incarcerationYearsPerEvent: {
      rearrest: markParameter(prefix, years.rearrest),
      reconviction: markParameter(prefix, years.reconviction),
      'return-to-prison': markParameter(prefix, years['return-to-prison']),
    },
    marginalCostShare: markParameter(prefix, set.marginalCostShare),
    incarcerationCostMultiplier: markParameter(prefix, set.incarcerationCostMultiplier),
    discountRate: markParameter(prefix, set.discountRate),
    baselineEmploymentRate: markParameter(prefix, set.baselineEmploymentRate),
    earningsShareOfMedianIncome: markParameter(prefix, set.earningsShareOfMedianIncome),
    effectiveTaxRate: markParameter(prefix, set.effectiveTaxRate),
  };
}
