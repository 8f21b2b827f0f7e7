import type { ParameterSet, Source } from '../types.js';
import {
  BJS_EMPLOYMENT_2021,
  BJS_FELONY_SENTENCES,
  BJS_TIME_SERVED,
  HRRR_2015,
  MCORP_2012,
  PATHWAYS_ANALYSTS,
  RAND_2013,
  WSIPP_2006,
  WSIPP_BENEFIT_COST,
} from './shared-sources.js';

function note(source: Source, text: string): Source {
  return { ...source, note: text };
}

const REDUCTION = 'fraction of baseline recidivism';
const REDUCTION_DEFINITION =
  "Relative reduction in recidivism for a participant who completes the program (0.30 = 30% fewer events than the baseline rate). Applied to the city's own recidivism definition.";
const COMPLETION_DEFINITION =
  'Share of enrolled participants who complete the program; only completers receive the effect.';
const COST_DEFINITION = 'Program cost per enrolled participant, paid once at enrolment (USD).';
const EMPLOYMENT_DEFINITION = 'Share of completers employed one year after release (percent).';

/**
 * Conservative set, built from published evaluations. Effects are applied to completers only, costs sit
 * at the top of published ranges, and the value of a prison-year avoided is the marginal (not average)
 * cost, discounted at WSIPP's rate. Housing and mentoring are included with small, uncertain effects:
 * more services do not automatically mean more return.
 */
export const conservative: ParameterSet = {
  id: 'conservative',
  label: 'Conservative (published evidence)',
  description:
    'Effects from WSIPP, RAND and Minnesota randomized trials, applied to completers only; marginal prison costs; 3.5% discounting.',
  support: {
    none: {
      relativeReduction: {
        value: 0.048,
        low: -0.02,
        high: 0.11,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: note(
          WSIPP_2006,
          'Closest category: "Employment and job training assistance in the community", −4.8% crime outcomes. Placement alone is likely weaker (Visher, Winterfield & Coggeshall 2005 found no significant effect of ex-offender employment programs); the interval includes zero and harm.',
        ),
      },
      completionRate: {
        value: 0.85,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: note(
          PATHWAYS_ANALYSTS,
          'Placement has little to complete; assumed 85% reach a placement.',
        ),
      },
      costPerParticipant: {
        value: 450,
        low: 300,
        high: 700,
        unit: 'USD per participant',
        definition: COST_DEFINITION,
        confidence: 'low',
        source: note(
          WSIPP_2006,
          'WSIPP program-cost estimate for community employment assistance, about $400 in 2006 dollars, rounded up.',
        ),
      },
      completerEmploymentRate: {
        value: 43,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: note(
          PATHWAYS_ANALYSTS,
          'Baseline 40% (BJS 2021) plus 3 points for placement; no rigorous estimate.',
        ),
      },
    },
    training: {
      relativeReduction: {
        value: 0.302,
        low: 0.15,
        high: 0.4,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'medium',
        source: note(
          RAND_2013,
          'Reincarceration 43% without vs 30% with correctional education: (43 − 30) ÷ 43 = 0.302. Interval spans the more rigorous studies (odds ratios ≈ 0.64) to the full pooled estimate; in-prison education is assumed to carry over to community job training.',
        ),
      },
      completionRate: {
        value: 0.7,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: note(
          PATHWAYS_ANALYSTS,
          'Assumed 70% completion for community training of 6–16 weeks; no published rate for this population.',
        ),
      },
      costPerParticipant: {
        value: 1_744,
        low: 1_400,
        high: 2_500,
        unit: 'USD per participant',
        definition: COST_DEFINITION,
        confidence: 'medium',
        source: note(
          RAND_2013,
          'RAND: $1,400–$1,744 per participant; the top of the range is used, and the interval allows for dearer community delivery.',
        ),
      },
      completerEmploymentRate: {
        value: 43,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'medium',
        source: note(
          RAND_2013,
          'RAND: 13% higher odds of post-release employment. Odds at a 40% baseline: 0.667 × 1.13 = 0.753 → 43%.',
        ),
      },
    },
    housing: {
      relativeReduction: {
        value: 0.04,
        low: -0.1,
        high: 0.15,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: note(
          WSIPP_BENEFIT_COST,
          'WSIPP "Housing assistance with services" for people leaving prison: benefits did not exceed costs, with a small and uncertain effect on crime. Value chosen to match that finding; the interval includes harm.',
        ),
      },
      completionRate: {
        value: 0.8,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: note(PATHWAYS_ANALYSTS, 'Assumed 80% remain housed for the support period.'),
      },
      costPerParticipant: {
        value: 7_500,
        low: 5_000,
        high: 11_000,
        unit: 'USD per participant',
        definition: COST_DEFINITION,
        confidence: 'low',
        source: note(
          WSIPP_BENEFIT_COST,
          "Order of magnitude of WSIPP's per-participant cost for reentry housing with services (rent subsidy plus case management, up to a year); estimate.",
        ),
      },
      completerEmploymentRate: {
        value: 42,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: note(PATHWAYS_ANALYSTS, 'Baseline 40% plus 2 points; no rigorous estimate.'),
      },
    },
    mentoring: {
      relativeReduction: {
        value: 0.03,
        low: -0.05,
        high: 0.12,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: note(
          PATHWAYS_ANALYSTS,
          'LOW CONFIDENCE: mentoring alone has no rigorous estimate of its effect on recidivism. A small effect with an interval including zero and harm is assumed.',
        ),
      },
      completionRate: {
        value: 0.65,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: note(
          PATHWAYS_ANALYSTS,
          'Assumed 65% stay matched with a mentor for the programme period.',
        ),
      },
      costPerParticipant: {
        value: 1_200,
        low: 800,
        high: 2_000,
        unit: 'USD per participant',
        definition: COST_DEFINITION,
        confidence: 'low',
        source: note(
          PATHWAYS_ANALYSTS,
          'Coordinator time and volunteer support for a year; estimate.',
        ),
      },
      completerEmploymentRate: {
        value: 42,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: note(PATHWAYS_ANALYSTS, 'Baseline 40% plus 2 points; no rigorous estimate.'),
      },
    },
    full_wraparound: {
      relativeReduction: {
        value: 0.2,
        low: 0.05,
        high: 0.32,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'medium',
        source: note(
          MCORP_2012,
          "MCORP randomized trial: reductions of roughly a fifth to a quarter in rearrest, reconviction and reincarceration for a new crime. The interval reaches down to Minnesota's HRRR trial (Clark 2015), which found mixed effects; the point is set below MCORP.",
        ),
      },
      completionRate: {
        value: 0.75,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: note(
          HRRR_2015,
          'Assumed 75% complete; intensive reentry programs report most participants engaging but not all finishing.',
        ),
      },
      costPerParticipant: {
        value: 4_500,
        low: 3_000,
        high: 6_500,
        unit: 'USD per participant',
        definition: COST_DEFINITION,
        confidence: 'low',
        source: note(
          MCORP_2012,
          'Case management plus brokered services for about a year; estimate in the range reported for MCORP-style case management.',
        ),
      },
      completerEmploymentRate: {
        value: 50,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: note(
          MCORP_2012,
          'MCORP raised post-release employment; +10 points on the 40% baseline is an estimate.',
        ),
      },
    },
  },
  incarcerationYearsPerEvent: {
    'return-to-prison': {
      value: 1.3,
      low: 0.9,
      high: 1.8,
      unit: 'years',
      confidence: 'medium',
      definition: 'Years in prison that follow one return to prison.',
      source: note(
        BJS_TIME_SERVED,
        'Median time served by people released from state prison in 2016: 1.3 years (mean 2.6). The median is the conservative choice.',
      ),
    },
    reconviction: {
      value: 0.53,
      low: 0.35,
      high: 0.8,
      unit: 'years',
      confidence: 'low',
      definition:
        'Years in prison that follow one reconviction (share sentenced to prison × time served).',
      source: note(
        BJS_FELONY_SENTENCES,
        'Derived: 41% of felony convictions sentenced to state prison × 1.3 years median time served (BJS 2018) = 0.53; jail time is left out.',
      ),
    },
    rearrest: {
      value: 0.29,
      low: 0.15,
      high: 0.45,
      unit: 'years',
      confidence: 'low',
      definition:
        'Years in prison that follow one rearrest (share convicted × share imprisoned × time served).',
      source: note(
        PATHWAYS_ANALYSTS,
        'Derived: about 55% of rearrests lead to conviction (assumption) × 0.53 years per conviction (see reconviction) = 0.29.',
      ),
    },
  },
  marginalCostShare: {
    value: 0.5,
    unit: 'fraction',
    confidence: 'low',
    definition:
      'Share of the average cost per prison-year saved when one person fewer is held (marginal ÷ average cost).',
    source: note(
      WSIPP_BENEFIT_COST,
      'WSIPP values avoided prison time at marginal, not average, cost; marginal costs are a fraction of the average because buildings and most staff stay. 50% is an estimate.',
    ),
  },
  incarcerationCostMultiplier: {
    value: 1,
    low: 0.85,
    high: 1.15,
    unit: 'multiplier',
    confidence: 'medium',
    definition:
      "Uncertainty in the city's cost per prison-year (the point value is the published figure).",
    source: note(
      PATHWAYS_ANALYSTS,
      '±15% around the published figure, for cost growth since FY2015 and differences in what states count.',
    ),
  },
  discountRate: {
    value: 0.035,
    unit: 'per year',
    confidence: 'high',
    definition: 'Real discount rate applied to savings in year t as 1 ÷ (1 + rate)^t.',
    source: note(WSIPP_BENEFIT_COST, 'WSIPP benefit-cost model real discount rate, 3.5%.'),
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
    value: 0.4,
    unit: 'fraction',
    confidence: 'low',
    definition:
      "Annual earnings of an employed participant as a share of the city's median household income.",
    source: note(
      PATHWAYS_ANALYSTS,
      'Estimate: first jobs after release pay well below the household median.',
    ),
  },
  effectiveTaxRate: {
    value: 0.15,
    unit: 'fraction',
    confidence: 'low',
    definition:
      'Taxes paid on those earnings (payroll, federal and state income, sales), as a share of earnings.',
    source: note(
      PATHWAYS_ANALYSTS,
      'Estimate: 7.65% employee payroll tax plus income and sales taxes at low earnings.',
    ),
  },
};
