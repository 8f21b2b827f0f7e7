import fc from 'fast-check';
import { afterEach, expect, it, vi } from 'vitest';
import { screenCase } from '../screen-case.js';
import { calendarDay, caseInput } from './arbitraries.js';

const EARLY_CLOCK = Date.UTC(2001, 0, 1);
const LATE_CLOCK = Date.UTC(2049, 11, 31);

afterEach(() => {
  vi.useRealTimers();
});

it('the same case and today give the same answer whatever the computer clock says', () => {
  fc.assert(
    fc.property(caseInput, calendarDay, fc.constantFrom('en', 'es'), (input, today, language) => {
      vi.useFakeTimers({ now: EARLY_CLOCK });
      const early = screenCase(input, { today, language });
      vi.setSystemTime(LATE_CLOCK);
      const late = screenCase(input, { today, language });
      expect(late).toEqual(early);
    }),
  );
});

it('every answer cites an Iowa Code section and says what to do next', () => {
  fc.assert(
    fc.property(caseInput, calendarDay, (input, today) => {
      const answer = screenCase(input, { today });
      if (answer.status !== 'need-more-info') expect(answer.reason).toMatch(/§(901C\.[23]|907\.9)/);
      expect(answer.nextSteps.length).toBeGreaterThan(0);
    }),
  );
});
