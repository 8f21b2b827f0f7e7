import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_CHAPTERS,
  EXCLUDED_SECTIONS,
  EXCLUDED_SUBSECTIONS,
  screenCase,
} from '../src/index.js';
import { conviction, TODAY } from './case-fixtures.js';

// Iowa Code §901C.3(1)(a): "more than eight years have passed since the date of the conviction".
// Convicted 2016-03-01: the eighth anniversary 2024-03-01 is not "more than"; 2024-03-02 is.
describe('§901C.3(1)(a): the eight-year boundary', () => {
  it.each([
    ['the day before the anniversary', '2024-02-29', 'not-yet'],
    ['the anniversary itself', '2024-03-01', 'not-yet'],
    ['the day after the anniversary', '2024-03-02', 'eligible'],
  ])('%s (%s) answers %s', (_label, today, status) => {
    const answer = screenCase(conviction(), { today });
    expect(answer.status).toBe(status);
    expect(answer.route).toBe('901C.3');
    if (status === 'not-yet') {
      expect(answer.eligibleOn).toBe('2024-03-02');
      expect(answer.reason).toContain('§901C.3(1)(a)');
    }
  });

  it('a 29 February conviction becomes eligible on 1 March eight years on, when that year has no 29th', () => {
    expect(screenCase(conviction({ date: '2092-02-29' }), { today: '2099-01-01' }).eligibleOn).toBe(
      '2100-03-01',
    );
  });

  it.each(['simple-misdemeanor', 'serious-misdemeanor', 'aggravated-misdemeanor'] as const)(
    'covers a %s',
    (level) => {
      expect(screenCase(conviction({ level }), { today: TODAY }).status).toBe('eligible');
    },
  );
});

describe('§901C.3(2): one case per excluded statute answers not-eligible', () => {
  const examples = [
    ...EXCLUDED_CHAPTERS.map((exclusion) => `${exclusion.code}.1`),
    ...EXCLUDED_SECTIONS.map((exclusion) => exclusion.code),
    ...EXCLUDED_SUBSECTIONS.map((exclusion) => exclusion.code),
  ];
  it.each(examples)('§%s', (statute) => {
    const answer = screenCase(conviction({ statute }), { today: TODAY });
    expect(answer).toMatchObject({ status: 'not-eligible', route: '901C.3' });
    expect(answer.reason).toContain('§901C.3(2)');
  });

  it.each(['§ 321J.2', 'Iowa Code section 321j.2(1)', '708.2A(2)(c)', '724.4'])(
    'reads the statute as people write it: %s',
    (statute) => {
      expect(screenCase(conviction({ statute }), { today: TODAY }).status).toBe('not-eligible');
    },
  );

  it.each(['708.2(1)', '123.47(1)', '716.8(1)', '714.2', '124.401'])(
    '%s is not excluded',
    (statute) => {
      expect(screenCase(conviction({ statute }), { today: TODAY }).status).toBe('eligible');
    },
  );

  it('asks for the subsection when only some of the section is excluded', () => {
    const answer = screenCase(conviction({ statute: '708.2' }), { today: TODAY });
    expect(answer.status).toBe('need-more-info');
    expect(answer.reason).toContain('the subsection of §708.2');
  });
});

describe('§901C.3: the other conditions', () => {
  it('a felony cannot be expunged in Iowa', () => {
    const answer = screenCase(conviction({ level: 'felony', statute: 'not-sure' }), {
      today: TODAY,
    });
    expect(answer).toMatchObject({ status: 'not-eligible', route: null });
    expect(answer.reason).toContain('§901C.3(1)');
  });

  it('a second §901C.3 request is refused: one in a lifetime (§901C.3(3))', () => {
    const answer = screenCase(conviction({ priorMisdemeanorExpungement: 'yes' }), { today: TODAY });
    expect(answer.status).toBe('not-eligible');
    expect(answer.reason).toContain('§901C.3(3)');
  });

  it.each([
    [0, 'eligible'],
    [1, 'eligible'],
    [2, 'not-eligible'],
  ] as const)('%i earlier deferred judgments answers %s (§901C.3(1)(c))', (count, status) => {
    expect(screenCase(conviction({ priorDeferredJudgments: count }), { today: TODAY }).status).toBe(
      status,
    );
  });

  it('a pending charge answers not-yet (§901C.3(1)(b)) with no date', () => {
    const answer = screenCase(conviction({ pendingCharges: 'yes' }), { today: TODAY });
    expect(answer).toMatchObject({ status: 'not-yet' });
    expect(answer.eligibleOn).toBeUndefined();
    expect(answer.reason).toContain('§901C.3(1)(b)');
  });

  it.each(['no', 'payment-plan'] as const)(
    'allPaid %s answers not-yet (§901C.3(1)(d))',
    (allPaid) => {
      const answer = screenCase(conviction({ allPaid }), { today: TODAY });
      expect(answer.status).toBe('not-yet');
      expect(answer.reason).toContain('§901C.3(1)(d)');
    },
  );

  it('a revoked deferred judgment is screened as a conviction, saying §907.9 does not apply', () => {
    const answer = screenCase(conviction({ outcome: 'deferred-judgment-revoked' }), {
      today: TODAY,
    });
    expect(answer).toMatchObject({ status: 'eligible', route: '901C.3' });
    expect(answer.reason).toContain('cannot be cleared under Iowa Code §907.9');
  });

  it('a revoked deferred judgment on a felony is not eligible', () => {
    const answer = screenCase(
      conviction({ outcome: 'deferred-judgment-revoked', level: 'felony' }),
      {
        today: TODAY,
      },
    );
    expect(answer.status).toBe('not-eligible');
  });
});

describe('§901C.3: every "not sure" that decides the answer asks for it', () => {
  it.each([
    ['level', { level: 'not-sure' }, 'felony or a misdemeanor'],
    ['statute', { statute: 'not-sure' }, 'Iowa Code section of the offense'],
    ['statute left out', { statute: undefined }, 'Iowa Code section of the offense'],
    ['date', { date: 'not-sure' }, 'the date of the dismissal, discharge or conviction'],
    ['pendingCharges', { pendingCharges: 'not-sure' }, 'criminal charge is open'],
    ['priorDeferredJudgments', { priorDeferredJudgments: 'not-sure' }, 'deferred judgments'],
    ['priorMisdemeanorExpungement', { priorMisdemeanorExpungement: 'not-sure' }, 'ever expunged'],
    ['allPaid', { allPaid: 'not-sure' }, 'every fine, fee'],
  ] as const)('%s', (_label, overrides, named) => {
    const answer = screenCase(conviction(overrides), { today: TODAY });
    expect(answer).toMatchObject({ status: 'need-more-info', route: '901C.3' });
    expect(answer.reason).toContain(named);
  });

  it('a known reason to refuse wins over a "not sure": an excluded statute with the date unknown', () => {
    const answer = screenCase(
      conviction({ statute: '321J.2', date: 'not-sure', allPaid: 'not-sure' }),
      {
        today: TODAY,
      },
    );
    expect(answer.status).toBe('not-eligible');
  });

  it('does not ask about insanity, which §901C.3 does not look at', () => {
    expect(
      screenCase(conviction({ insanityOrIncompetence: 'not-sure' }), { today: TODAY }).status,
    ).toBe('eligible');
  });
});
