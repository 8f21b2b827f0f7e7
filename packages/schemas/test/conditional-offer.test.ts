import { describe, expect, it } from 'vitest';
import { canMoveApplication, isPastConditionalOffer, nextApplicationMoves } from '../src/jobs.js';

describe('the Conditional offer stage (Waterloo timing rule)', () => {
  it('comes between Interview and Offer', () => {
    expect(nextApplicationMoves('Interview')).toEqual([
      'Conditional offer',
      'Offer',
      'Not selected',
    ]);
    expect(nextApplicationMoves('Conditional offer')).toEqual(['Offer', 'Not selected']);
    expect(canMoveApplication('Conditional offer', 'Interview')).toBe(false);
    expect(canMoveApplication('Conditional offer', 'Hired')).toBe(false);
    expect(canMoveApplication('Offer', 'Hired')).toBe(true);
  });

  it('opens the record from the conditional offer on, and never before or after a refusal', () => {
    for (const status of ['Pending', 'Reviewed', 'Interview', 'Not selected', 'Withdrawn'] as const)
      expect(isPastConditionalOffer(status), status).toBe(false);
    for (const status of ['Conditional offer', 'Offer', 'Hired'] as const)
      expect(isPastConditionalOffer(status), status).toBe(true);
    expect(isPastConditionalOffer(null)).toBe(false);
  });
});
