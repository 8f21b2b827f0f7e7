import type { ParameterSet, Source } from '../types.js';
import { conservative } from './conservative.js';
import {
  BJS_EMPLOYMENT_2021,
  BJS_FELONY_SENTENCES,
  BJS_TIME_SERVED,
  NOT_EVIDENCE,
  PATHWAYS_MARKETING,
  assumption,
} from './shared-sources.js';
import { markEverySource } from './mark-every-source.js';

function note(source: Source, text: string): Source {
  return { ...source, note: text };
}

const REDUCTION = 'fraction of baseline recidivism';
const REDUCTION_DEFINITION =
  "Relative reduction in recidivism for a participant who completes the program, as the program reports it. Applied to the city's own recidivism definition.";
const COMPLETION_DEFINITION =
  'Share of enrolled participants who complete the program; only completers receive the effect.';
const COST_DEFINITION = 'Program cost per enrolled participant, paid once at enrolment (USD).';
const EMPLOYMENT_DEFINITION = 'Share of completers employed one year after release (percent).';
const PLACEMENT_RATE = note(PATHWAYS_MARKETING, '"75% job placement rate".');
const EMPLOYMENT_90_DAYS = note(
  PATHWAYS_MARKETING,
  'Impact report: "78% employment within 90 days", used as employment at one year.',
);
const NO_PROGRAM_EFFECT = note(
  PATHWAYS_MARKETING,
  'The program states no effect for this service alone; the career-coach claim of a "32% recidivism reduction" is applied. Not independently evaluated.',
);
const CONSERVATIVE_COST =
  "The program reports no per-participant cost for this service; the conservative set's cost and source are used.";

/**
 * The program's own figures, as the website states them (spec §9). Not peer-reviewed: effects are the
 * program's claims, prison time is valued at the average (not marginal) cost, and nothing is discounted.
 * It exists so the site's marketing figures can be reproduced and audited, not to replace the evidence.
 * The wraparound split and cost are back-solved from the home-page teaser's figures (see METHODOLOGY.md),
 * so every source says "derived to reproduce the organisation's stated figures; not evidence".
 */
export const programReported: ParameterSet = markEverySource(NOT_EVIDENCE, {
  id: 'program-reported',
  label: "Stated goals (derived from the organisation's figures; not evidence)",
  version: 2,
  notEvidence: true,
  description:
    "Derived to reproduce the organisation's stated figures; not evidence. Cedar Valley Pathways' own outcome claims, applied to completers; average prison costs; no discounting. Never the default.",
  support: {
    none: {
      effectBasis: 'completers',
      effectMeasuredOn: ['rearrest', 'reconviction', 'return-to-prison'],
      relativeReduction: {
        value: 0.32,
        low: 0.1,
        high: 0.45,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: NO_PROGRAM_EFFECT,
      },
      completionRate: {
        value: 0.75,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: PLACEMENT_RATE,
      },
      costPerParticipant: {
        ...conservative.support.none.costPerParticipant,
        source: note(conservative.support.none.costPerParticipant.source, CONSERVATIVE_COST),
      },
      completerEmploymentRate: {
        value: 75,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: PLACEMENT_RATE,
      },
    },
    training: {
      effectBasis: 'completers',
      effectMeasuredOn: ['rearrest', 'reconviction', 'return-to-prison'],
      relativeReduction: {
        value: 0.62,
        low: 0.35,
        high: 0.75,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: note(
          PATHWAYS_MARKETING,
          '"62% lower recidivism" for program graduates. Not independently evaluated; compare RAND 2013 (0.30).',
        ),
      },
      completionRate: {
        value: 0.8,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: assumption('The program reports no completion rate; 80% assumed.'),
      },
      costPerParticipant: {
        ...conservative.support.training.costPerParticipant,
        source: note(conservative.support.training.costPerParticipant.source, CONSERVATIVE_COST),
      },
      completerEmploymentRate: {
        value: 78,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: EMPLOYMENT_90_DAYS,
      },
    },
    housing: {
      effectBasis: 'completers',
      effectMeasuredOn: ['rearrest', 'reconviction', 'return-to-prison'],
      relativeReduction: {
        value: 0.32,
        low: 0.1,
        high: 0.45,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: NO_PROGRAM_EFFECT,
      },
      completionRate: { ...conservative.support.housing.completionRate },
      costPerParticipant: {
        ...conservative.support.housing.costPerParticipant,
        source: note(conservative.support.housing.costPerParticipant.source, CONSERVATIVE_COST),
      },
      completerEmploymentRate: {
        value: 78,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: EMPLOYMENT_90_DAYS,
      },
    },
    mentoring: {
      effectBasis: 'completers',
      effectMeasuredOn: ['rearrest', 'reconviction', 'return-to-prison'],
      relativeReduction: {
        value: 0.32,
        low: 0.1,
        high: 0.45,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: NO_PROGRAM_EFFECT,
      },
      completionRate: { ...conservative.support.mentoring.completionRate },
      costPerParticipant: {
        ...conservative.support.mentoring.costPerParticipant,
        source: note(conservative.support.mentoring.costPerParticipant.source, CONSERVATIVE_COST),
      },
      completerEmploymentRate: {
        value: 78,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: EMPLOYMENT_90_DAYS,
      },
    },
    full_wraparound: {
      effectBasis: 'completers',
      effectMeasuredOn: ['rearrest', 'reconviction', 'return-to-prison'],
      relativeReduction: {
        value: 0.9,
        low: 0.7,
        high: 0.95,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: note(
          PATHWAYS_MARKETING,
          'Home-page teaser "81% recidivism reduction" = 90% completion × 90% effect on completers. The split between the two is an assumption; no evaluation supports an effect this large (compare MCORP, about 0.2).',
        ),
      },
      completionRate: {
        value: 0.9,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: note(
          PATHWAYS_MARKETING,
          "Half of the teaser's 81% split (see relativeReduction); assumption.",
        ),
      },
      costPerParticipant: {
        value: 1_834,
        low: 1_300,
        high: 2_600,
        unit: 'USD per participant',
        definition: COST_DEFINITION,
        confidence: 'low',
        source: note(
          PATHWAYS_MARKETING,
          'Back-solved: the cost per participant at which the home-page teaser scenario returns the stated 1,300% ROI (savings ÷ 14 ÷ 2,500 = $1,834). The program publishes no audited cost; replace this with the budget figure.',
        ),
      },
      completerEmploymentRate: {
        value: 78,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: EMPLOYMENT_90_DAYS,
      },
    },
  },
  incarcerationYearsPerEvent: {
    'return-to-prison': {
      value: 2.6,
      low: 1.3,
      high: 3.5,
      unit: 'years',
      confidence: 'low',
      definition: 'Years in prison that follow one return to prison.',
      source: note(
        BJS_TIME_SERVED,
        'Mean time served by people released from state prison in 2016: 2.6 years. The mean is pulled up by long sentences; returns are usually shorter.',
      ),
    },
    reconviction: {
      value: 1.07,
      low: 0.5,
      high: 1.5,
      unit: 'years',
      confidence: 'low',
      definition:
        'Years in prison that follow one reconviction (share sentenced to prison × time served).',
      source: note(
        BJS_FELONY_SENTENCES,
        'Derived: 41% of felony convictions sentenced to state prison × 2.6 years mean time served (BJS 2018) = 1.07.',
      ),
    },
    rearrest: {
      value: 0.59,
      low: 0.25,
      high: 0.85,
      unit: 'years',
      confidence: 'low',
      definition:
        'Years in prison that follow one rearrest (share convicted × share imprisoned × time served).',
      source: assumption(
        'About 55% of rearrests lead to conviction (assumption, no source) × 1.07 years per conviction = 0.59.',
      ),
    },
  },
  marginalCostShare: {
    value: 1,
    unit: 'fraction',
    confidence: 'low',
    definition: 'Share of the average cost per prison-year saved when one person fewer is held.',
    source: note(
      PATHWAYS_MARKETING,
      'The program values avoided prison time at the full average cost; this overstates short-run savings (see the conservative set).',
    ),
  },
  incarcerationCostMultiplier: { ...conservative.incarcerationCostMultiplier },
  discountRate: {
    value: 0,
    unit: 'per year',
    confidence: 'low',
    definition: 'Real discount rate applied to savings in year t as 1 ÷ (1 + rate)^t.',
    source: note(PATHWAYS_MARKETING, "The program's figures are undiscounted."),
  },
  baselineEmploymentRate: {
    value: 40,
    unit: 'percent',
    confidence: 'medium',
    definition: 'Share employed one year after release without the program.',
    source: note(
      BJS_EMPLOYMENT_2021,
      'No more than 40% of people released from federal prison were employed in any quarter of the four years after release.',
    ),
  },
  earningsShareOfMedianIncome: {
    value: 0.56,
    unit: 'fraction',
    confidence: 'low',
    definition:
      "Annual earnings of an employed participant as a share of the city's median household income.",
    source: note(
      PATHWAYS_MARKETING,
      'Derived: "$19/hour average start" × 2,080 hours = $39,520, which is 56% of Iowa\'s median household income ($70,600).',
    ),
  },
  effectiveTaxRate: { ...conservative.effectiveTaxRate },
});
