import { useMutation } from '@tanstack/react-query';
import type { SimulationRunInput } from '@pathways/schemas';
import type { SimulationResult } from '@pathways/sim-core';
import { api } from '@/lib/api-client';

/** POST /api/simulation/run: the API runs sim-core without its Monte Carlo (fast point estimate). */
export function runSimulation(input: SimulationRunInput): Promise<SimulationResult> {
  return api.post<SimulationResult>('/api/simulation/run', input);
}

export function useRunSimulation() {
  return useMutation({ mutationFn: runSimulation });
}
