import { describe, expect, it } from 'vitest';
import { screenCase } from '../src/index.js';
import { deferredJudgment, TODAY } from './case-fixtures.js';

describe('§907.9(4): a discharged deferred judgment', () => {
  it.each([
    ['2013-06-30', 'you have to ask the court'],
    ['2013-07-01', 'without an application'],
    ['2013-07-02', 'without an application'],
  ])('discharged %s: eligible, %s', (date, how) => {
    const answer = screenCase(deferredJudgment({ date }), { today: TODAY });
    expect(answer).toMatchObject({ status: 'eligible', route: '907.9' });
    expect(answer.reason).toContain(how);
    expect(answer.reason).toContain('§907.9(4)(b)');
  });

  it('a payment plan is enough (§907.9(4)(a)); unpaid with no plan is not yet', () => {
    expect(screenCase(deferredJudgment({ allPaid: 'payment-plan' }), { today: TODAY }).status).toBe(
      'eligible',
    );
    const unpaid = screenCase(deferredJudgment({ allPaid: 'no' }), { today: TODAY });
    expect(unpaid.status).toBe('not-yet');
    expect(unpaid.reason).toContain('§907.9(4)');
  });

  it('an unknown discharge date still answers, naming both ways', () => {
    const answer = screenCase(deferredJudgment({ date: 'not-sure' }), { today: TODAY });
    expect(answer.status).toBe('eligible');
    expect(answer.reason).toContain('on application if it ended earlier');
  });

  it('unknown payment asks for it', () => {
    const answer = screenCase(deferredJudgment({ allPaid: 'not-sure' }), { today: TODAY });
    expect(answer.status).toBe('need-more-info');
  });

  it('probation that ends after today clears on its discharge date', () => {
    const answer = screenCase(deferredJudgment({ date: '2026-09-01' }), { today: TODAY });
    expect(answer).toMatchObject({ status: 'not-yet', eligibleOn: '2026-09-01' });
  });
});

describe('the answer in Spanish', () => {
  it('gives the same status with Spanish words and the same citation', () => {
    const english = screenCase(deferredJudgment(), { today: TODAY });
    const spanish = screenCase(deferredJudgment(), { today: TODAY, language: 'es' });
    expect(spanish.status).toBe(english.status);
    expect(spanish.reason).toContain('Código de Iowa §907.9(4)(b)');
    expect(spanish.reason).not.toBe(english.reason);
  });
});

describe('today', () => {
  it('must be a calendar day', () => {
    expect(() => screenCase(deferredJudgment(), { today: '2026-02-30' })).toThrow(RangeError);
  });
});
