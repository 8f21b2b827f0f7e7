import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  assessmentAnswerDueOn,
  assessmentWindowClosed,
  placementTaskDueDates,
} from '../src/index.js';

describe('business days (Monday to Friday)', () => {
  it('counts five business days from each weekday, skipping the weekend', () => {
    // Monday 30 November 2026 to Friday 4 December.
    expect(addBusinessDays('2026-11-30', 5)).toBe('2026-12-07');
    expect(addBusinessDays('2026-12-01', 5)).toBe('2026-12-08');
    expect(addBusinessDays('2026-12-02', 5)).toBe('2026-12-09');
    expect(addBusinessDays('2026-12-03', 5)).toBe('2026-12-10');
    expect(addBusinessDays('2026-12-04', 5)).toBe('2026-12-11');
  });

  it('counts from the next Monday when the start is a weekend', () => {
    expect(addBusinessDays('2026-12-05', 1)).toBe('2026-12-07');
    expect(addBusinessDays('2026-12-06', 5)).toBe('2026-12-11');
  });

  it('crosses months and years, and zero days is the day itself', () => {
    expect(addBusinessDays('2026-12-29', 5)).toBe('2027-01-05');
    expect(addBusinessDays('2027-02-26', 1)).toBe('2027-03-01');
    expect(addBusinessDays('2026-12-05', 0)).toBe('2026-12-05');
  });

  it('refuses a malformed date or a negative count', () => {
    expect(() => addBusinessDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-12-01', -1)).toThrow(RangeError);
  });
});

describe('the assessment answer window', () => {
  it('gives 5 business days from the notice, and closes the day after or on an answer', () => {
    expect(assessmentAnswerDueOn('2026-12-04')).toBe('2026-12-11');
    const open = { answerDueOn: '2026-12-11', answeredAt: null };
    expect(assessmentWindowClosed(open, '2026-12-11')).toBe(false);
    expect(assessmentWindowClosed(open, '2026-12-12')).toBe(true);
    expect(
      assessmentWindowClosed({ ...open, answeredAt: '2026-12-05T10:00:00.000Z' }, '2026-12-05'),
    ).toBe(true);
  });
});

describe('placement task due dates', () => {
  it('puts Form 8850 28 calendar days after the start, and the bond on the first day of work', () => {
    expect(placementTaskDueDates('2026-12-21')).toEqual({
      wotcForm8850: '2027-01-18',
      federalBonding: '2026-12-21',
    });
    // Across February in a leap year: 2028-02-10 + 28 days.
    expect(placementTaskDueDates('2028-02-10').wotcForm8850).toBe('2028-03-09');
  });
});
