import type { ParameterSet, Source } from '../types.js';
import {
  BJS_EMPLOYMENT_2021,
  BJS_FELONY_SENTENCES,
  BJS_TIME_SERVED,
  MCORP_2012,
  RAND_2013,
  WSIPP_2006,
  WSIPP_BENEFIT_COST,
  WSIPP_TECHNICAL,
  assumption,
} from './shared-sources.js';
import { reductionFromOddsRatio } from './reduction-from-odds-ratio.js';

/** RAND 2013's three-year reincarceration rate of non-participants, the base its odds ratios apply to. */
const RAND_BASELINE = 0.43;
/** RAND 2013: odds ratio of reincarceration for participants in the more rigorous studies. */
const RAND_RIGOROUS_ODDS_RATIO = 0.64;
/** RAND 2013: odds ratio over all studies ("43 percent lower odds"). */
const RAND_ALL_STUDIES_ODDS_RATIO = 0.57;
const PRECISION = 1000;
const round3 = (value: number): number => Math.round(value * PRECISION) / PRECISION;

function note(source: Source, text: string): Source {
  return { ...source, note: text };
}

const REDUCTION = 'fraction of baseline recidivism';
const REDUCTION_DEFINITION =
  "Relative reduction in recidivism for everyone enrolled (intent to treat: 0.30 = 30% fewer events than the baseline rate). Applied to the city's own recidivism definition.";
const COMPLETION_DEFINITION =
  'Share of enrolled participants who complete the program. The effect is an intent-to-treat estimate, so it already includes non-completers; completion drives employment only.';
const COST_DEFINITION = 'Program cost per enrolled participant, paid once at enrolment (USD).';
const EMPLOYMENT_DEFINITION = 'Share of completers employed one year after release (percent).';

/**
 * Conservative set, built from published evaluations. Effects are intent-to-treat estimates applied to
 * everyone enrolled, as the studies measured them; costs sit
 * at the top of published ranges, and the value of a prison-year avoided is the marginal (not average)
 * cost, discounted at WSIPP's rate. Housing and mentoring are included with small, uncertain effects:
 * more services do not automatically mean more return.
 */
export const conservative: ParameterSet = {
  id: 'conservative',
  label: 'Conservative (published evidence)',
  version: 2,
  description:
    'Effects from WSIPP, RAND and Minnesota randomized trials, applied to everyone enrolled (intent to treat, as measured); marginal prison costs; 3.5% discounting.',
  support: {
    none: {
      effectBasis: 'intent-to-treat',
      effectMeasuredOn: ['reconviction'],
      relativeReduction: {
        value: 0.048,
        low: -0.02,
        high: 0.11,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: note(
          WSIPP_2006,
          'Closest category: "Employment and job training assistance in the community", −4.8% crime outcomes (mostly reconviction). Placement alone is likely weaker (Visher, Winterfield & Coggeshall 2005 found no significant effect of ex-offender employment programs). The interval is an assumption that includes zero and harm.',
        ),
      },
      completionRate: {
        value: 0.85,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: assumption('Placement has little to complete; assumed 85% reach a placement.'),
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
          'WSIPP program-cost estimate for community employment assistance, about $400 in 2006 dollars, rounded up; the interval is an assumption.',
        ),
      },
      completerEmploymentRate: {
        value: 43,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: assumption(
          'Baseline 40% (BJS 2021) plus 3 points for placement; no rigorous estimate.',
        ),
      },
    },
    training: {
      effectBasis: 'intent-to-treat',
      effectMeasuredOn: ['return-to-prison'],
      relativeReduction: {
        value: round3(reductionFromOddsRatio(RAND_RIGOROUS_ODDS_RATIO, RAND_BASELINE)),
        low: round3(reductionFromOddsRatio(RAND_RIGOROUS_ODDS_RATIO, RAND_BASELINE) / 2),
        high: round3(reductionFromOddsRatio(RAND_ALL_STUDIES_ODDS_RATIO, RAND_BASELINE)),
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'medium',
        source: note(
          RAND_2013,
          'Derived from the odds ratios RAND reports, at its 43% baseline (METHODOLOGY.md §6.1): the more rigorous studies, OR 0.64 → 0.243 (the value); all studies, OR 0.57 → 0.301 (the high end; RAND\'s own "43% → 30%"). The low end, half the value, is an assumption: no interval of the odds ratio is recorded here. Participants are compared with non-participants (intent to treat). In-prison education is assumed to carry over to community job training.',
        ),
      },
      completionRate: {
        value: 0.7,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: assumption(
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
          'RAND: $1,400–$1,744 per participant; the top of the range is used. The high end, $2,500, is an assumption for dearer community delivery.',
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
      effectBasis: 'intent-to-treat',
      effectMeasuredOn: ['reconviction'],
      relativeReduction: {
        value: 0.04,
        low: -0.1,
        high: 0.15,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: assumption(
          'WSIPP "Housing assistance with services" for people leaving prison found a small, uncertain effect on crime, benefits below costs (benefit-cost ratio −0.16) and a 0% chance that benefits exceed costs. A small effect whose interval includes harm is assumed to match that finding; it is not WSIPP\'s effect size.',
        ),
      },
      completionRate: {
        value: 0.8,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: assumption('Assumed 80% remain housed for the support period.'),
      },
      costPerParticipant: {
        value: 14_147,
        low: 10_000,
        high: 18_000,
        unit: 'USD per participant',
        definition: COST_DEFINITION,
        confidence: 'low',
        source: note(
          WSIPP_BENEFIT_COST,
          'WSIPP net program cost of "Housing assistance with services" for people leaving prison, $14,147 per participant. The interval (±30%) is an assumption.',
        ),
      },
      completerEmploymentRate: {
        value: 42,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: assumption('Baseline 40% plus 2 points; no rigorous estimate.'),
      },
    },
    mentoring: {
      effectBasis: 'intent-to-treat',
      effectMeasuredOn: ['rearrest', 'reconviction', 'return-to-prison'],
      relativeReduction: {
        value: 0.03,
        low: -0.05,
        high: 0.12,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'low',
        source: assumption(
          'LOW CONFIDENCE: mentoring alone has no rigorous estimate of its effect on recidivism. A small effect with an interval including zero and harm is assumed, for any definition.',
        ),
      },
      completionRate: {
        value: 0.65,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: assumption('Assumed 65% stay matched with a mentor for the programme period.'),
      },
      costPerParticipant: {
        value: 1_200,
        low: 800,
        high: 2_000,
        unit: 'USD per participant',
        definition: COST_DEFINITION,
        confidence: 'low',
        source: assumption('Coordinator time and volunteer support for a year; estimate.'),
      },
      completerEmploymentRate: {
        value: 42,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: assumption('Baseline 40% plus 2 points; no rigorous estimate.'),
      },
    },
    full_wraparound: {
      effectBasis: 'intent-to-treat',
      effectMeasuredOn: ['rearrest', 'reconviction', 'return-to-prison'],
      relativeReduction: {
        value: 0.2,
        low: 0.05,
        high: 0.32,
        unit: REDUCTION,
        definition: REDUCTION_DEFINITION,
        confidence: 'medium',
        source: note(
          MCORP_2012,
          "MCORP randomized trial (intent to treat): reductions of roughly a fifth to a quarter in rearrest, reconviction and reincarceration for a new crime. The point is set below MCORP; the interval's low end, for Minnesota's HRRR trial (Clark 2015) with mixed effects, is an assumption.",
        ),
      },
      completionRate: {
        value: 0.75,
        unit: 'fraction',
        definition: COMPLETION_DEFINITION,
        confidence: 'low',
        source: assumption(
          'Assumed 75% complete: intensive reentry programs report most participants engaging but not all finishing. No published completion rate is used.',
        ),
      },
      costPerParticipant: {
        value: 4_500,
        low: 3_000,
        high: 6_500,
        unit: 'USD per participant',
        definition: COST_DEFINITION,
        confidence: 'low',
        source: assumption(
          'Case management plus brokered services for about a year. MCORP-style case management is the model, but MCORP publishes no cost used here.',
        ),
      },
      completerEmploymentRate: {
        value: 50,
        unit: 'percent',
        definition: EMPLOYMENT_DEFINITION,
        confidence: 'low',
        source: assumption(
          'MCORP raised post-release employment; +10 points on the 40% baseline is an estimate, not its figure.',
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
      source: assumption(
        'About 55% of rearrests lead to conviction (assumption, no source) × 0.53 years per conviction (see reconviction) = 0.29.',
      ),
    },
  },
  marginalCostShare: {
    value: 0.5,
    unit: 'fraction',
    confidence: 'low',
    definition:
      'Share of the average cost per prison-year saved when one person fewer is held (marginal ÷ average cost).',
    source: assumption(
      "WSIPP values avoided prison time at marginal, not average, cost: buildings and most staff stay when one person fewer is held. The 50% share is this model's estimate, not a WSIPP figure.",
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
    source: assumption(
      '±15% around the published figure, for cost growth since FY2015 and differences in what states count.',
    ),
  },
  discountRate: {
    value: 0.035,
    unit: 'per year',
    confidence: 'high',
    definition: 'Real discount rate applied to savings in year t as 1 ÷ (1 + rate)^t.',
    source: note(WSIPP_TECHNICAL, 'WSIPP benefit-cost model real discount rate, 3.5%.'),
  },
  baselineEmploymentRate: {
    value: 40,
    unit: 'percent',
    confidence: 'medium',
    definition: 'Share employed one year after release without the program.',
    source: note(
      BJS_EMPLOYMENT_2021,
      'No more than 40% of people released from federal prison were employed in any quarter of the four years after release. A federal cohort, used here as the baseline for state releases.',
    ),
  },
  earningsShareOfMedianIncome: {
    value: 0.4,
    unit: 'fraction',
    confidence: 'low',
    definition:
      "Annual earnings of an employed participant as a share of the city's median household income.",
    source: assumption('First jobs after release pay well below the household median.'),
  },
  effectiveTaxRate: {
    value: 0.15,
    unit: 'fraction',
    confidence: 'low',
    definition:
      'Taxes paid on those earnings (payroll, federal and state income, sales), as a share of earnings.',
    source: assumption('7.65% employee payroll tax plus income and sales taxes at low earnings.'),
  },
};
