import { describe, expect, it } from 'vitest';
import { screenCase } from '../src/index.js';
import { dismissal, TODAY } from './case-fixtures.js';

// Iowa Code §901C.2(1)(a)(3): "a minimum of one hundred eighty days have passed" since the order.
// Dismissed 2024-01-01; the 180th day after it is 2024-06-29.
describe('§901C.2 acquittal or dismissal: the 180-day boundary', () => {
  it.each([
    ['the day before', '2024-06-28', 'not-yet'],
    ['the day', '2024-06-29', 'eligible'],
    ['the day after', '2024-06-30', 'eligible'],
  ])('%s the 180th day (%s) answers %s', (_label, today, status) => {
    const answer = screenCase(dismissal(), { today });
    expect(answer.status).toBe(status);
    expect(answer.route).toBe('901C.2');
    if (status === 'not-yet') {
      expect(answer.eligibleOn).toBe('2024-06-29');
      expect(answer.reason).toContain('§901C.2(1)(a)(3)');
    }
  });

  it('counts across a leap day: dismissed 2023-12-31, eligible on 2024-06-28', () => {
    expect(screenCase(dismissal({ date: '2023-12-31' }), { today: '2024-06-27' }).eligibleOn).toBe(
      '2024-06-28',
    );
  });

  it('treats an acquittal like a dismissal', () => {
    const answer = screenCase(dismissal({ outcome: 'acquitted' }), { today: TODAY });
    expect(answer).toMatchObject({ status: 'eligible', route: '901C.2' });
    expect(answer.reason).toContain('§901C.2(1)(a)');
  });
});

describe('§901C.2(1)(a)(2): everything paid, a payment plan is not enough', () => {
  it.each(['no', 'payment-plan'] as const)(
    'allPaid %s answers not-yet without a date',
    (allPaid) => {
      const answer = screenCase(dismissal({ allPaid }), { today: TODAY });
      expect(answer.status).toBe('not-yet');
      expect(answer.eligibleOn).toBeUndefined();
      expect(answer.reason).toContain('§901C.2(1)(a)(2)');
    },
  );

  it('names both the wait and the payment when both are missing', () => {
    const answer = screenCase(dismissal({ allPaid: 'no' }), { today: '2024-02-01' });
    expect(answer.reason).toContain('§901C.2(1)(a)(3)');
    expect(answer.reason).toContain('§901C.2(1)(a)(2)');
  });
});

describe('§901C.2(1)(a)(4) and (5): insanity or incompetence', () => {
  it('answers not-eligible, even when the date is not known', () => {
    const answer = screenCase(dismissal({ insanityOrIncompetence: 'yes', date: 'not-sure' }), {
      today: TODAY,
    });
    expect(answer).toMatchObject({ status: 'not-eligible', route: '901C.2' });
    expect(answer.reason).toContain('§901C.2(1)(a)(4) and (5)');
  });
});

describe('§901C.2: every "not sure" that decides the answer asks for it', () => {
  it.each([
    ['date', { date: 'not-sure' }, 'the date of the dismissal'],
    ['allPaid', { allPaid: 'not-sure' }, 'whether every fine, fee'],
    ['insanity', { insanityOrIncompetence: 'not-sure' }, 'insanity finding'],
    ['a date after today', { date: '2026-05-02' }, 'after today'],
  ] as const)('%s', (_label, overrides, named) => {
    const answer = screenCase(dismissal(overrides), { today: TODAY });
    expect(answer.status).toBe('need-more-info');
    expect(answer.reason).toContain(named);
    expect(answer.nextSteps.join(' ')).toContain('Iowa Courts Online Search');
  });

  it.each([
    ['pending charges', { pendingCharges: 'not-sure' }],
    ['the level', { level: 'not-sure' }],
    ['earlier deferred judgments', { priorDeferredJudgments: 'not-sure' }],
    ['an earlier expungement', { priorMisdemeanorExpungement: 'not-sure' }],
  ] as const)('does not ask about %s, which §901C.2 does not look at', (_label, overrides) => {
    expect(screenCase(dismissal(overrides), { today: TODAY }).status).toBe('eligible');
  });
});

describe('an unknown outcome', () => {
  it('asks how the case ended and where to look', () => {
    const answer = screenCase(dismissal({ outcome: 'not-sure' }), { today: TODAY });
    expect(answer).toMatchObject({ status: 'need-more-info', route: null });
    expect(answer.reason).toContain('how the case ended');
    expect(answer.reason).toContain('clerk of the district court');
  });
});
