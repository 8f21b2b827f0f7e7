import {
  MAX_PARTICIPANTS,
  MIN_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_TIMEFRAME_YEARS,
  listCities,
  runSimulation,
  supportTypes,
} from '@pathways/sim-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRunAnswers } from '../src/routes/simulation/run-answers.js';
import { serializeRunAnswer, toRunAnswer } from '../src/routes/simulation/serialize-result.js';

const input = fc.record({
  cityId: fc.constantFrom(...listCities().map((city) => city.id)),
  supportType: fc.constantFrom(...supportTypes.map((type) => type.value)),
  participantCount: fc.oneof(
    fc.constantFrom(MIN_PARTICIPANTS, 1000, MAX_PARTICIPANTS),
    fc.integer({ min: MIN_PARTICIPANTS, max: MAX_PARTICIPANTS }),
  ),
  timeframe: fc.integer({ min: MIN_TIMEFRAME_YEARS, max: MAX_TIMEFRAME_YEARS }),
});

describe('remembered run answers', () => {
  it('are what a fresh run answers, however often asked and whatever was forgotten in between', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc
          .array(input, { minLength: 1, maxLength: 5 })
          .chain((asked) =>
            fc
              .array(fc.constantFrom(...asked), { maxLength: 20 })
              .map((again) => [...asked, ...again]),
          ),
        (kept, questions) => {
          const answerRun = createRunAnswers(kept);
          for (const question of questions) {
            const fresh = runSimulation(question, { draws: 0 });
            const { body, row } = answerRun(question);
            expect(body.toString('utf8')).toBe(serializeRunAnswer(toRunAnswer(fresh)));
            expect(row).toEqual({
              city_id: question.cityId,
              support_type: question.supportType,
              participant_count: question.participantCount,
              timeframe: question.timeframe,
              employment_rate: fresh.employmentRate,
              projected_recidivism_reduction: fresh.recidivismReduction,
              public_cost_savings: fresh.publicCostSavings,
              jobs_created: fresh.jobsCreated,
              roi_per_dollar: fresh.roiPerDollar,
              taxpayer_contribution: fresh.taxpayerContribution,
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('share one row that no one can change', () => {
    const answerRun = createRunAnswers();
    const question = {
      cityId: 'waterloo-ia',
      supportType: 'training',
      participantCount: 1000,
      timeframe: 5,
    } as const;
    const { row } = answerRun(question);
    expect(Object.isFrozen(row)).toBe(true);
    expect(answerRun(question).row).toBe(row);
  });
});
