import type { SimulationResult } from '@pathways/sim-core';

/** Enough for every place × support type × timeframe of both parameter sets (29 × 5 × 10 × 2). */
const MAX_CACHED_TRAILS = 3000;

/**
 * A run's audit trail (`parameters`: every figure with its definition and source) is four fifths
 * of its JSON, and sim-core builds it from the parameter set, the place, the support type and the
 * timeframe alone. Serializing it once per such combination halves the CPU a run spends on JSON;
 * the output is byte for byte what JSON.stringify gives (a property test checks it).
 */
export function createResultSerializer(maxCachedTrails = MAX_CACHED_TRAILS) {
  const trails = new Map<string, string>();
  return function serializeResult(result: SimulationResult): string {
    const { parameters, ...figures } = result;
    const key = `${result.parameterSet.id}|${result.city.id}|${result.input.supportType}|${result.input.timeframe}`;
    let trail = trails.get(key);
    if (trail === undefined) {
      trail = JSON.stringify(parameters);
      if (trails.size >= maxCachedTrails) trails.clear();
      trails.set(key, trail);
    }
    // `parameters` is the result's last key, so it goes last, as JSON.stringify would put it.
    return `${JSON.stringify(figures).slice(0, -1)},"parameters":${trail}}`;
  };
}
