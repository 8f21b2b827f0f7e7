import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatCalendarDate } from '../calendar/format-calendar-date.js';
import { parseCalendarDate } from '../calendar/parse-calendar-date.js';
import { screenCase } from '../screen-case.js';
import { calendarDay, caseInput } from './arbitraries.js';

const MAX_LATER_DAYS = 10_000;

it('a case eligible today is never "not yet" on a later day', () => {
  fc.assert(
    fc.property(
      caseInput,
      calendarDay,
      fc.integer({ min: 0, max: MAX_LATER_DAYS }),
      (input, today, later) => {
        const laterDay = formatCalendarDate((parseCalendarDate(today) ?? 0) + later);
        const now = screenCase(input, { today });
        fc.pre(now.status === 'eligible');
        expect(screenCase(input, { today: laterDay }).status).not.toBe('not-yet');
      },
    ),
  );
});

it('a promised eligibleOn keeps its promise: on that day the case is eligible', () => {
  fc.assert(
    fc.property(caseInput, calendarDay, (input, today) => {
      const answer = screenCase(input, { today });
      fc.pre(answer.eligibleOn !== undefined);
      expect(screenCase(input, { today: answer.eligibleOn ?? today }).status).toBe('eligible');
    }),
  );
});
