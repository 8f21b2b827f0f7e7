import { describe, expect, it } from 'vitest';
import { readCaseForm } from '../src/index.js';

describe('readCaseForm', () => {
  it('reads every answer of a filled form', () => {
    expect(
      readCaseForm({
        outcome: 'convicted',
        date: '2016-03-01',
        level: 'felony',
        statute: ' 714.2 ',
        allPaid: 'payment-plan',
        pendingCharges: 'no',
        priorDeferredJudgments: '1',
        priorMisdemeanorExpungement: 'no',
        insanityOrIncompetence: 'yes',
      }),
    ).toEqual({
      outcome: 'convicted',
      date: '2016-03-01',
      level: 'felony',
      statute: '714.2',
      allPaid: 'payment-plan',
      pendingCharges: 'no',
      priorDeferredJudgments: 1,
      priorMisdemeanorExpungement: 'no',
      insanityOrIncompetence: 'yes',
    });
  });

  it('counts a skipped question, a forged value and a ticked "not sure of the date" as not sure', () => {
    const input = readCaseForm({ outcome: 'pardoned', date: '2020-01-01', dateNotSure: 'on' });
    expect(input).toMatchObject({ outcome: 'not-sure', date: 'not-sure', level: 'not-sure' });
    expect(input.priorDeferredJudgments).toBe('not-sure');
    expect(input.statute).toBeUndefined();
  });
});
