import type { SimulationRunInput } from '@pathways/schemas';
import { runSimulation } from '@pathways/sim-core';
import type { NewSimulationResult } from '../../db/database.js';
import { LruCache } from '../../lib/lru-cache.js';
import { serializeRunAnswer, toRunAnswer } from './serialize-result.js';

/**
 * The API answers the point estimate only (`draws: 0`): the browser computes the uncertainty bands
 * itself, rerunning sim-core with the same input and seed, and the CLI prints them for analysts.
 */
const API_SIMULATION_OPTIONS = { draws: 0 } as const;

/**
 * About 4 MB of answers (under 4 KB each): the simulator's slider, timeframes, places and support
 * types make a few thousand common questions, and people ask the same ones again and again.
 */
export const DEFAULT_RUN_ANSWERS_KEPT = 1024;

/** One run: what is sent, and the row it adds to simulation_results. */
export interface RunAnswer {
  /** The answer's JSON, ready for the socket (serializeRunAnswer's text, encoded once). */
  readonly body: Buffer;
  /** Shared by every request with the same input, so never changed once made. */
  readonly row: Readonly<NewSimulationResult>;
}

function computeRunAnswer(input: SimulationRunInput): RunAnswer {
  const result = runSimulation(input, API_SIMULATION_OPTIONS);
  return {
    body: Buffer.from(serializeRunAnswer(toRunAnswer(result))),
    row: Object.freeze({
      city_id: input.cityId,
      support_type: input.supportType,
      participant_count: input.participantCount,
      timeframe: input.timeframe,
      employment_rate: result.employmentRate,
      projected_recidivism_reduction: result.recidivismReduction,
      public_cost_savings: result.publicCostSavings,
      jobs_created: result.jobsCreated,
      roi_per_dollar: result.roiPerDollar,
      taxpayer_contribution: result.taxpayerContribution,
    }),
  };
}

/**
 * Run answers, remembered for the inputs asked most recently. sim-core is pure and deterministic
 * (same input, same result) and the API always runs the same parameter set, so a remembered answer
 * is byte for byte the one a fresh run would give; it saves the model, the copy for the contract and
 * the JSON writing, which were most of a run's own time (issue 17). Recording stays with the caller:
 * every request is stored, remembered or not. An input the model refuses (SimulationInputError) is
 * thrown as before and never remembered.
 *
 * @example
 * const answerRun = createRunAnswers();
 * answerRun({ cityId: 'waterloo-ia', supportType: 'training', participantCount: 1000, timeframe: 5 }).body;
 */
export function createRunAnswers(
  maxEntries: number = DEFAULT_RUN_ANSWERS_KEPT,
): (input: SimulationRunInput) => RunAnswer {
  const answers = new LruCache<string, RunAnswer>(maxEntries);
  return (input) => {
    // NUL cannot be in a city id (the schema refuses unstorable text), so the key is unambiguous.
    const key = `${input.cityId}\u0000${input.supportType}\u0000${input.participantCount}\u0000${input.timeframe}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = computeRunAnswer(input);
      answers.set(key, answer);
    }
    return answer;
  };
}
