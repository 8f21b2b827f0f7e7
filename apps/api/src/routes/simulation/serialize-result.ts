import { simulationResultSchema } from '@pathways/schemas';
import type { SimulationRunResult } from '@pathways/schemas';
import { yearColumns } from '@pathways/sim-core';
import type { SimulationResult } from '@pathways/sim-core';
import { compileJsonWriter, exactNumber } from '../../lib/json-writer.js';

/**
 * Four decimals: finer than a cent and than the tenth of a percent the simulator shows, while the
 * 17-digit tails of the model's doubles were a fifth of the answer. The CLI's JSON keeps them all.
 */
const DECIMALS = 1e4;

/** A model figure to four decimals; whole numbers (counts, years, ids' versions) as they are. */
function roundedNumber(value: number): string {
  return exactNumber(Number.isInteger(value) ? value : Math.round(value * DECIMALS) / DECIMALS);
}

/**
 * Written from the contract's schema in one pass: only its fields, each figure rounded as it is
 * written (no rounded copy of the answer is built). The parameters are sourced inputs, cited as
 * published: never rounded.
 */
const writeRunAnswer = compileJsonWriter(simulationResultSchema, (path) =>
  path[0] === 'parameters' ? exactNumber : roundedNumber,
);

/**
 * The run answer, under 4 KB for every run (issue 17): the result's figures (four decimals once
 * `serializeRunAnswer` writes them), the year-by-year series as columns, each parameter as
 * `{ id, value }` and each warning as its code and message. Units, definitions, sources and which figures are unverified — most of sim-core's
 * full JSON — come from the parameter set's audit document (GET /api/simulation/parameter-sets/:id),
 * immutable per version.
 *
 * @example
 * toRunAnswer(runSimulation(input, { draws: 0 })).parameters[0]; // { id: 'city.baselineRecidivismRate', value: 32.8 }
 */
export function toRunAnswer(result: SimulationResult): SimulationRunResult {
  // Only the contract's fields are ever written, so the rest of the result need not be left out here.
  return {
    ...result,
    yearly: yearColumns(result.yearly),
    warnings: result.warnings.map(({ code, message }) => ({ code, message })),
    parameters: result.parameters.map(({ id, value }) => ({ id, value })),
  };
}

/**
 * The run answer as JSON (run-answers.ts sends it), every figure but the parameters' to four decimals.
 * The zod pass of the default serializer would check what `toRunAnswer`'s types already promise,
 * and its JSON.stringify would need a rounded copy first: a tenth of a run's time between them.
 *
 * @example
 * serializeRunAnswer(toRunAnswer(result)); // '{"input":{"cityId":"waterloo-ia",…},…,"recidivismReduction":24.3,…}'
 */
export function serializeRunAnswer(answer: SimulationRunResult): string {
  return writeRunAnswer(answer);
}
