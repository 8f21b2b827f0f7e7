import type { SupportType } from './types.js';

export interface SupportTypeOption {
  readonly value: SupportType;
  readonly label: string;
  readonly description: string;
}

/**
 * The support types of spec §3, in display order.
 *
 * @example
 * supportTypes.map((s) => s.label); // ['No Support', 'Job Training', …]
 */
export const supportTypes: readonly SupportTypeOption[] = [
  { value: 'none', label: 'No Support', description: 'basic job placement only' },
  { value: 'training', label: 'Job Training', description: 'skills development and certification' },
  { value: 'housing', label: 'Housing Support', description: 'stable housing assistance' },
  { value: 'mentoring', label: 'Mentoring', description: 'ongoing career guidance' },
  {
    value: 'full_wraparound',
    label: 'Full Wraparound',
    description: 'comprehensive support services',
  },
];
