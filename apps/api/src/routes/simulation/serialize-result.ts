import type { SimulationRunResult } from '@pathways/schemas';
import { yearColumns } from '@pathways/sim-core';
import type { SimulationResult } from '@pathways/sim-core';

/**
 * Four decimals: finer than a cent and than the tenth of a percent the simulator shows, while the
 * 17-digit tails of the model's doubles were a fifth of the answer. The CLI's JSON keeps them all.
 */
const DECIMALS = 1e4;

function rounded<T>(value: T): T {
  if (typeof value === 'number') {
    return (Number.isInteger(value) ? value : Math.round(value * DECIMALS) / DECIMALS) as T;
  }
  if (Array.isArray(value)) return value.map(rounded) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) copy[key] = rounded(field);
    return copy as T;
  }
  return value;
}

/**
 * The run answer, under 4 KB for every run (issue 17): the result's figures to four decimals, the
 * year-by-year series as columns, each parameter as `{ id, value }` and each warning as its code
 * and message. Units, definitions, sources and which figures are unverified — most of sim-core's
 * full JSON — come from the parameter set's audit document (GET /api/simulation/parameter-sets/:id),
 * immutable per version.
 *
 * @example
 * toRunAnswer(runSimulation(input, { draws: 0 })).parameters[0]; // { id: 'city.baselineRecidivismRate', value: 32.8 }
 */
export function toRunAnswer(result: SimulationResult): SimulationRunResult {
  const { parameters, yearly, warnings, ...figures } = result;
  return {
    ...rounded(figures),
    yearly: rounded(yearColumns(yearly)),
    warnings: warnings.map(({ code, message }) => ({ code, message })),
    // Sourced inputs, cited as published: never rounded.
    parameters: parameters.map(({ id, value }) => ({ id, value })),
  };
}

/**
 * The route's serializer: `toRunAnswer` already built exactly the contract's fields, so the zod
 * pass of the default serializer would only cost time.
 */
export function serializeRunAnswer(answer: SimulationRunResult): string {
  return JSON.stringify(answer);
}
