import {
  DEFAULT_DRAWS,
  runSimulation,
  type SimulationInput,
  type Uncertainty,
} from '@pathways/sim-core';

/**
 * Loaded only on demand (dynamic import), so sim-core's model and city data never weigh on the page:
 * reruns the API's input with the same seed and the Monte Carlo switched on.
 */
export function computeUncertainty(input: SimulationInput, seed: number): Uncertainty | null {
  return runSimulation(input, { draws: DEFAULT_DRAWS, seed }).uncertainty;
}
