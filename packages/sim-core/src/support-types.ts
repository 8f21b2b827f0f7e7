import type { SupportType } from './types.js';

export interface SupportTypeOption {
  readonly value: SupportType;
  readonly label: string;
  readonly description: string;
}

/**
 * The support types of spec §3, in display order: the one list of them. `@pathways/schemas` imports
 * it (through the `@pathways/sim-core/support-types` subpath) for the API's input schema and the
 * simulator's dropdown, so the model and the contract cannot drift apart.
 *
 * @example
 * supportTypes.map((s) => s.label); // ['No Support', 'Job Training', …]
 */
export const supportTypes = [
  { value: 'none', label: 'No Support', description: 'basic job placement only' },
  { value: 'training', label: 'Job Training', description: 'skills development and certification' },
  { value: 'housing', label: 'Housing Support', description: 'stable housing assistance' },
  { value: 'mentoring', label: 'Mentoring', description: 'ongoing career guidance' },
  {
    value: 'full_wraparound',
    label: 'Full Wraparound',
    description: 'comprehensive support services',
  },
] as const satisfies readonly [SupportTypeOption, ...SupportTypeOption[]];
