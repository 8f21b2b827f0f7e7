import { describe, expect, it } from 'vitest';
import {
  WOTC_MAX_CREDIT,
  WOTC_MAX_REDUCED_CREDIT,
  addCalendarDays,
  wotcAuthorization,
  wotcCredit,
  wotcForm8850DueDate,
} from '../src/fair-chance/index.js';

describe('the WOTC ex-felon credit by first-year hours', () => {
  it('is nothing at 119 hours, whatever the wages', () => {
    expect(wotcCredit(6_000, 119)).toEqual({ rate: 'none', qualifiedWages: 0, credit: 0 });
  });

  it('is 25% from 120 hours', () => {
    expect(wotcCredit(2_000, 120)).toEqual({ rate: 'reduced', qualifiedWages: 2_000, credit: 500 });
  });

  it('is still 25% at 399 hours, at most $1,500', () => {
    expect(wotcCredit(9_000, 399)).toEqual({
      rate: 'reduced',
      qualifiedWages: 6_000,
      credit: 1_500,
    });
    expect(WOTC_MAX_REDUCED_CREDIT).toBe(1_500);
  });

  it('is 40% from 400 hours', () => {
    expect(wotcCredit(5_000, 400)).toEqual({ rate: 'full', qualifiedWages: 5_000, credit: 2_000 });
  });
});

describe('the WOTC wage cap', () => {
  it('counts first-year wages up to $6,000, so the credit is at most $2,400', () => {
    expect(wotcCredit(6_000, 2_080).credit).toBe(2_400);
    expect(wotcCredit(31_200, 2_080)).toEqual({
      rate: 'full',
      qualifiedWages: 6_000,
      credit: 2_400,
    });
    expect(WOTC_MAX_CREDIT).toBe(2_400);
  });

  it('keeps cents exact', () => {
    expect(wotcCredit(1_234.56, 500).credit).toBe(493.82);
  });
});

describe('the Form 8850 deadline', () => {
  it('is 28 calendar days after the start date', () => {
    expect(wotcForm8850DueDate('2026-03-18')).toBe('2026-04-15');
  });

  it('crosses months, years and leap days by the calendar, not the clock', () => {
    expect(wotcForm8850DueDate('2026-12-20')).toBe('2027-01-17');
    expect(wotcForm8850DueDate('2028-02-10')).toBe('2028-03-09');
    // The United States' clocks move on 2026-03-08: a local-time sum would slip by an hour there.
    expect(wotcForm8850DueDate('2026-02-20')).toBe('2026-03-20');
  });

  it('refuses a date that is not on the calendar', () => {
    expect(() => addCalendarDays('2026-02-31', 28)).toThrow(RangeError);
    expect(() => addCalendarDays('03/18/2026', 28)).toThrow(RangeError);
  });
});

describe("the programme's authorization", () => {
  it('covers hires through 2025 and has lapsed for hires from 2026-01-01', () => {
    expect(wotcAuthorization('2025-12-31')).toBe('authorized');
    expect(wotcAuthorization('2026-01-01')).toBe('lapsed');
  });

  it('follows the setting when Congress renews it', () => {
    expect(wotcAuthorization('2026-03-18', { authorizedThrough: '2030-12-31' })).toBe('authorized');
    expect(wotcAuthorization('2026-03-18', { authorizedThrough: null })).toBe('authorized');
  });
});
