// From limits, not the parameter sets, so a page that prints the command does not ship the sets.
import { DEFAULT_PARAMETER_SET_ID, DEFAULT_SEED } from './limits.js';
import type { SupportType } from './types.js';

export interface ReproducibleRun {
  readonly cityId: string;
  readonly supportType: SupportType;
  readonly participantCount: number;
  readonly timeframe: number;
  readonly parameterSetId?: string;
  readonly seed?: number;
}

/**
 * The `pathways-sim` command line that reproduces a run of a built-in place, printed next to every
 * figure the site shows so an analyst can check it. Defaults are left out.
 *
 * @example
 * reproduceCommand({ cityId: 'iowa', supportType: 'training', participantCount: 1000, timeframe: 5 });
 * // 'pathways-sim run --city iowa --support training --participants 1000 --years 5'
 */
export function reproduceCommand(run: ReproducibleRun): string {
  const parts = [
    'pathways-sim run',
    `--city ${run.cityId}`,
    `--support ${run.supportType}`,
    `--participants ${run.participantCount}`,
    `--years ${run.timeframe}`,
  ];
  if (run.parameterSetId !== undefined && run.parameterSetId !== DEFAULT_PARAMETER_SET_ID)
    parts.push(`--params ${run.parameterSetId}`);
  if (run.seed !== undefined && run.seed !== DEFAULT_SEED) parts.push(`--seed ${run.seed}`);
  return parts.join(' ');
}
