import { describe, expect, it } from 'vitest';
import {
  oneYearAfter,
  wotcExFelonResult,
  wotcPrescreenFormSchema,
  wotcPrescreenInputSchema,
} from '../src/index.js';
import type { WotcPrescreenAnswers } from '../src/index.js';

const felony = (
  convictionOrReleaseDate: string | null,
  convictedOrReleasedWithinYear: 'yes' | 'no' | null = null,
): WotcPrescreenAnswers => ({
  felonyConviction: 'yes',
  convictedOrReleasedWithinYear,
  convictionOrReleaseDate,
});

describe('WOTC ex-felon target group (26 U.S.C. §51(d)(4): hired within one year)', () => {
  it('counts a hire 365 days after the release, not one 366 days after (a year without 29 February)', () => {
    // 2026-03-10 + 365 days = 2027-03-10, the anniversary.
    expect(wotcExFelonResult(felony('2026-03-10'), '2027-03-10')).toBe('likelyEligible');
    expect(wotcExFelonResult(felony('2026-03-10'), '2027-03-11')).toBe('notInGroup');
  });

  it('reads "one year" as the anniversary: 366 days when the year holds 29 February', () => {
    expect(wotcExFelonResult(felony('2027-03-10'), '2028-03-09')).toBe('likelyEligible'); // 365 days
    expect(wotcExFelonResult(felony('2027-03-10'), '2028-03-10')).toBe('likelyEligible'); // 366 days
    expect(wotcExFelonResult(felony('2027-03-10'), '2028-03-11')).toBe('notInGroup'); // 367 days
  });

  it('ends a year from 29 February on 28 February (never promises more than the law gives)', () => {
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(wotcExFelonResult(felony('2028-02-29'), '2029-02-28')).toBe('likelyEligible');
    expect(wotcExFelonResult(felony('2028-02-29'), '2029-03-01')).toBe('notInGroup');
  });

  it('lets the date decide when given, and the client’s own answer when not', () => {
    expect(wotcExFelonResult(felony('2024-01-01', 'yes'), '2026-12-01')).toBe('notInGroup');
    expect(wotcExFelonResult(felony(null, 'yes'), '2026-12-01')).toBe('likelyEligible');
    expect(wotcExFelonResult(felony(null, 'no'), '2026-12-01')).toBe('notInGroup');
  });

  it('needs a felony conviction', () => {
    const none: WotcPrescreenAnswers = {
      felonyConviction: 'no',
      convictedOrReleasedWithinYear: null,
      convictionOrReleaseDate: null,
    };
    expect(wotcExFelonResult(none, '2026-12-01')).toBe('notInGroup');
  });
});

describe('WOTC pre-screen input', () => {
  it('names the unanswered question, and accepts a choice not to answer', () => {
    const missing = wotcPrescreenInputSchema.safeParse({ choice: 'answer' });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'felonyConviction',
    ]);
    const noYear = wotcPrescreenInputSchema.safeParse({
      choice: 'answer',
      felonyConviction: 'yes',
    });
    expect(noYear.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'convictedOrReleasedWithinYear',
    ]);
    expect(wotcPrescreenInputSchema.safeParse({ choice: 'preferNotToAnswer' }).success).toBe(true);
  });

  it('reads the form’s blank radios and date as unanswered', () => {
    const parsed = wotcPrescreenFormSchema.safeParse({
      felonyConviction: 'no',
      convictedOrReleasedWithinYear: '',
      convictionOrReleaseDate: '',
      consentToShare: true,
    });
    expect(parsed.data).toEqual({ choice: 'answer', felonyConviction: 'no', consentToShare: true });
    const badDate = wotcPrescreenFormSchema.safeParse({
      felonyConviction: 'yes',
      convictedOrReleasedWithinYear: 'yes',
      convictionOrReleaseDate: 'last spring',
      consentToShare: false,
    });
    expect(badDate.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'convictionOrReleaseDate',
    ]);
  });
});
