import {
  DEFAULT_PARTICIPANTS,
  DEFAULT_TIMEFRAME_YEARS,
  SLIDER_MAX_PARTICIPANTS,
  SLIDER_MIN_PARTICIPANTS,
  SLIDER_STEP_PARTICIPANTS,
  supportTypes,
  timeframeOptions,
  type SupportType,
} from '@pathways/sim-core';

/** What the simulator form holds; mirrored in the URL so a link reproduces a run. */
export interface Scenario {
  cityId: string;
  supportType: SupportType;
  participantCount: number;
  timeframe: number;
}

/** The slider is narrower than the model (spec §9). */
export const SCENARIO_LIMITS = {
  minParticipants: SLIDER_MIN_PARTICIPANTS,
  maxParticipants: SLIDER_MAX_PARTICIPANTS,
  stepParticipants: SLIDER_STEP_PARTICIPANTS,
  timeframes: timeframeOptions as readonly number[],
};

/** Spec §4: training, 1000 participants, 1 year, no city yet. */
export const defaultScenario: Scenario = {
  cityId: '',
  supportType: 'training',
  participantCount: DEFAULT_PARTICIPANTS,
  timeframe: DEFAULT_TIMEFRAME_YEARS,
};

function isSupportType(value: string | null): value is SupportType {
  return supportTypes.some((option) => option.value === value);
}

/** Reads `?city=&support=&participants=&years=`; anything missing or out of range keeps its default. */
export function parseScenario(params: URLSearchParams): Scenario {
  const support = params.get('support');
  const participants = Number(params.get('participants'));
  const years = Number(params.get('years'));
  const validParticipants =
    Number.isInteger(participants) &&
    participants >= SCENARIO_LIMITS.minParticipants &&
    participants <= SCENARIO_LIMITS.maxParticipants &&
    (participants - SCENARIO_LIMITS.minParticipants) % SCENARIO_LIMITS.stepParticipants === 0;
  return {
    cityId: (params.get('city') ?? '').trim().slice(0, 100),
    supportType: isSupportType(support) ? support : defaultScenario.supportType,
    participantCount: validParticipants ? participants : defaultScenario.participantCount,
    timeframe: SCENARIO_LIMITS.timeframes.includes(years) ? years : defaultScenario.timeframe,
  };
}

export function scenarioParams(scenario: Scenario): Record<string, string> {
  return {
    city: scenario.cityId,
    support: scenario.supportType,
    participants: String(scenario.participantCount),
    years: String(scenario.timeframe),
  };
}
