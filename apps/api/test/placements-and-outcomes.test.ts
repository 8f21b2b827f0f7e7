import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlacement } from '../src/services/placements.js';
import { backends, createTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const NOW = new Date('2026-03-02T15:00:00Z');

describe.each(backends)('placements and outcomes (%s)', (backend) => {
  let test: TestApp;
  /** A demo application (its client, job and employer) to place. */
  let hire: {
    applicationId: number;
    clientProfileId: number;
    clientId: number;
    jobId: number;
    employerId: number;
  };
  let workerId: number;

  beforeAll(async () => {
    test = await createTestApp(backend);
    const row = await test.db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .innerJoin('client_profiles', 'client_profiles.user_id', 'applications.client_id')
      .select([
        'applications.id as applicationId',
        'client_profiles.id as clientProfileId',
        'applications.client_id as clientId',
        'jobs.id as jobId',
        'jobs.employer_id as employerId',
      ])
      .orderBy('applications.id')
      .executeTakeFirstOrThrow();
    hire = row;
    workerId = (
      await test.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo-caseworker')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => test.close());

  describe('createPlacement', () => {
    let placementId: number;

    it('records the placement and schedules follow-ups 30, 90, 180, 365 and 730 days after the start', async () => {
      ({ placementId } = await createPlacement(test.db, {
        ...hire,
        startDate: '2026-03-09',
        hourlyWage: 18.5,
        hoursPerWeek: 40,
        createdBy: workerId,
        now: NOW,
      }));
      const followUps = await test.db
        .selectFrom('placement_follow_ups')
        .select(['day', sql<string>`due_on::text`.as('dueOn'), 'recorded_at'])
        .where('placement_id', '=', placementId)
        .orderBy('day')
        .execute();
      expect(followUps.map(({ day, dueOn }) => [day, dueOn])).toEqual([
        [30, '2026-04-08'],
        [90, '2026-06-07'],
        [180, '2026-09-05'],
        [365, '2027-03-09'],
        [730, '2028-03-08'],
      ]);
      expect(followUps.every((followUp) => followUp.recorded_at === null)).toBe(true);
    });

    it("dates the client's action-plan follow-up milestones from the start and completes the placement step (one list)", async () => {
      const milestones = await test.db
        .selectFrom('milestones')
        .select(['id', 'name', 'is_completed', sql<string | null>`due_date::text`.as('dueDate')])
        .where('client_id', '=', hire.clientId)
        .execute();
      const byName = new Map(milestones.map((milestone) => [milestone.name, milestone]));
      expect(byName.get('Job placement')?.is_completed).toBe(true);
      expect(byName.get('Follow-up 90 days after placement')?.dueDate).toBe('2026-06-07');
      expect(milestones.filter((milestone) => milestone.name.startsWith('Follow-up'))).toHaveLength(
        5,
      );
      const linked = await test.db
        .selectFrom('placement_follow_ups')
        .innerJoin('milestones', 'milestones.id', 'placement_follow_ups.milestone_id')
        .select(['placement_follow_ups.day', 'milestones.name'])
        .where('placement_id', '=', placementId)
        .execute();
      expect(linked).toHaveLength(5);
      for (const { day, name } of linked)
        expect(name).toBe(`Follow-up ${day} days after placement`);
    });

    it('refuses a second placement for the same application with 409', async () => {
      await expect(
        createPlacement(test.db, {
          ...hire,
          startDate: '2026-03-10',
          hourlyWage: 19,
          hoursPerWeek: 32,
          createdBy: workerId,
          now: NOW,
        }),
      ).rejects.toMatchObject({ statusCode: 409 });
    });

    it('refuses a malformed start date, wage or hours with 400 and field errors', async () => {
      const refusal: unknown = await createPlacement(test.db, {
        ...hire,
        startDate: '9 March',
        hourlyWage: -1,
        hoursPerWeek: 0,
        createdBy: workerId,
        now: NOW,
      }).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ statusCode: 400 });
      const { fieldErrors } = refusal as { fieldErrors: Record<string, string[]> };
      expect(Object.keys(fieldErrors).sort()).toEqual(['hourlyWage', 'hoursPerWeek', 'startDate']);
    });
  });
});
