import { z } from './zod.js';
import { oneOf } from './option.js';
import { supportTypeOptions } from './options.js';

/** The server's limits (spec §9); the web slider is narrower (100–5,000 in steps of 50). */
export const MIN_PARTICIPANTS = 100;
export const MAX_PARTICIPANTS = 10_000;
export const MIN_TIMEFRAME_YEARS = 1;
export const MAX_TIMEFRAME_YEARS = 10;

const participantsMessage = `Participants must be a whole number from ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS.toLocaleString('en-US')}`;
const timeframeMessage = `Timeframe must be a whole number of years from ${MIN_TIMEFRAME_YEARS} to ${MAX_TIMEFRAME_YEARS}`;

export const simulationRunSchema = z.object({
  cityId: z
    .string({ error: 'Please choose a city' })
    .trim()
    .min(1, { error: 'Please choose a city' })
    .max(100),
  supportType: oneOf(supportTypeOptions, 'Please choose a support type'),
  participantCount: z
    .number({ error: participantsMessage })
    .int({ error: participantsMessage })
    .min(MIN_PARTICIPANTS, { error: participantsMessage })
    .max(MAX_PARTICIPANTS, { error: participantsMessage }),
  timeframe: z
    .number({ error: timeframeMessage })
    .int({ error: timeframeMessage })
    .min(MIN_TIMEFRAME_YEARS, { error: timeframeMessage })
    .max(MAX_TIMEFRAME_YEARS, { error: timeframeMessage }),
});
export type SimulationRunInput = z.infer<typeof simulationRunSchema>;

/** A city as GET /api/simulation/cities returns it (spec §3 "Simulation"): the API builds it, the web reads it. */
export interface SimulationCity {
  id: string;
  name: string;
  state: string;
  population: number;
  annualReleases: number;
  /** Percent. */
  baselineRecidivismRate: number;
  averageCostPerIncarceration: number;
  currentEmploymentRate: number;
  medianIncome: number;
}
