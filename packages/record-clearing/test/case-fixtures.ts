import type { CaseInput } from '../src/index.js';

/** A case that qualifies on every count but the one a test changes. */
export function dismissal(overrides: Partial<CaseInput> = {}): CaseInput {
  return {
    outcome: 'dismissed',
    date: '2024-01-01',
    level: 'serious-misdemeanor',
    allPaid: 'yes',
    pendingCharges: 'no',
    priorDeferredJudgments: 0,
    priorMisdemeanorExpungement: 'no',
    insanityOrIncompetence: 'no',
    ...overrides,
  };
}

export function conviction(overrides: Partial<CaseInput> = {}): CaseInput {
  return dismissal({ outcome: 'convicted', date: '2016-03-01', statute: '714.2', ...overrides });
}

export function deferredJudgment(overrides: Partial<CaseInput> = {}): CaseInput {
  return dismissal({ outcome: 'deferred-judgment', date: '2019-06-30', ...overrides });
}

/** Fixed days for every test: the screener never reads the clock, and neither do its tests. */
export const TODAY = '2026-05-01';
