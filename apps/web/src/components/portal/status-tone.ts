import type { BadgeTone } from '@/components/ui/badge';

/**
 * One colour per meaning across the portal's status labels (spec §4), so "New" looks the same on
 * every dashboard. Unknown labels stay neutral. The label text itself always carries the meaning.
 */
const tones: Record<string, BadgeTone> = {
  Confirmed: 'success',
  Tentative: 'accent',
  'Job Searching': 'neutral',
  Interviewing: 'accent',
  Placement: 'success',
  Onboarding: 'brand',
  New: 'brand',
  Replied: 'neutral',
  Published: 'success',
  Draft: 'neutral',
  Active: 'success',
  Inactive: 'neutral',
  Filled: 'neutral',
  Reviewing: 'accent',
  Interview: 'brand',
  'Offer Extended': 'success',
  Pending: 'neutral',
  Reviewed: 'accent',
  'Conditional offer': 'brand',
  Offer: 'success',
  Hired: 'success',
  'Not selected': 'neutral',
  Withdrawn: 'neutral',
  Closed: 'neutral',
  Submitted: 'accent',
};

export function statusTone(status: string): BadgeTone {
  return tones[status] ?? 'neutral';
}
