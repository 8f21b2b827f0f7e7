import type { SimulationResult } from '@pathways/sim-core';

/**
 * The run answer: the result's figures, with each parameter as `{ id, value }` only. Units,
 * definitions and sources — four fifths of sim-core's full JSON — come from the parameter set's
 * audit document (GET /api/simulation/parameter-sets/:id), which is immutable per version; the CLI's
 * JSON keeps the full trail.
 *
 * @example
 * serializeRunResult(runSimulation(input, { draws: 0 })); // '{"input":{…},…,"parameters":[{"id":"city.baselineRecidivismRate","value":32.8},…]}'
 */
export function serializeRunResult(result: SimulationResult): string {
  const { parameters, ...figures } = result;
  return JSON.stringify({
    ...figures,
    parameters: parameters.map(({ id, value }) => ({ id, value })),
  });
}
