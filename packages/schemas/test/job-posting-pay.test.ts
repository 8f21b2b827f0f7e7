import { describe, expect, it } from 'vitest';
import { IOWA_MINIMUM_WAGE, jobInputSchema } from '../src/index.js';

const posting = {
  title: 'Line cook',
  description: 'Prepare meals on the line for a busy downtown kitchen.',
  location: 'Waterloo, IA',
  schedule: 'fullTime',
  fairChanceStatement: 'We hire people with records and judge each person on the job.',
};

const wageErrors = (payMin: number, payMax: number) => {
  const result = jobInputSchema.safeParse({ ...posting, payMin, payMax });
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe("a posting's pay and Iowa's minimum wage", () => {
  it('refuses pay below $7.25 an hour, on the field that is low', () => {
    expect(wageErrors(5, 12)).toEqual([
      ['payMin', "Iowa's minimum wage is $7.25 an hour: please offer at least that"],
    ]);
    expect(wageErrors(7.24, 7.24).map(([field]) => field)).toEqual(['payMin', 'payMax']);
  });

  it('accepts exactly the minimum wage and above', () => {
    expect(IOWA_MINIMUM_WAGE).toBe(7.25);
    expect(wageErrors(7.25, 7.25)).toEqual([]);
    expect(wageErrors(16.5, 19)).toEqual([]);
  });
});
