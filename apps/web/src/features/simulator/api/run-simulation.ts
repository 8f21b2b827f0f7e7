import { useMutation } from '@tanstack/react-query';
import type { SimulationRunInput, SimulationRunResult } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

/** POST /api/simulation/run: the API runs sim-core without its Monte Carlo (fast point estimate). */
export function runSimulation(input: SimulationRunInput): Promise<SimulationRunResult> {
  return callApi('POST /api/simulation/run', { body: input });
}

export function useRunSimulation() {
  return useMutation({ mutationFn: runSimulation });
}
