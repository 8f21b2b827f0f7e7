import { impactReport } from '@pathways/content';
import type {
  ClientPlacements,
  DueFollowUps,
  FollowUp,
  Outcomes,
  OutcomesSummary,
} from '@pathways/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords.js';
import { followUpBit } from '../src/domains/jobs/follow-up-summaries.js';
import { clockStartingAt } from '../src/services/clock.js';
import { createPlacement } from '../src/domains/jobs/use-cases/create-placement.js';
import { DEMO_PASSWORD, backends, createTestApp, signIn } from './support/test-app.js';
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
    test = await createTestApp(backend, { clock: clockStartingAt(NOW), pdf: { compress: false } });
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

  describe('follow-ups and outcomes through the API', () => {
    /** A placement that started 102 days before "now": its 30- and 90-day follow-ups are overdue. */
    let older: { placementId: number; clientId: number; fullName: string; email: string };
    let caseworker: string;
    let otherWorker: string;
    let admin: string;

    const get = (url: string, cookie: string) =>
      test.app.inject({ method: 'GET', url, headers: { cookie } });
    const record = (id: number, cookie: string, payload: object) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/follow-ups/${id}`,
        headers: { cookie },
        payload,
      });
    const retentionAt = (outcomes: Outcomes, day: number) =>
      outcomes.overall.retention.find((retention) => retention.day === day);
    const placementOf = async (cookie: string) =>
      (await get(`/api/clients/${older.clientId}/placements`, cookie))
        .json<ClientPlacements>()
        .placements.find((placement) => placement.id === older.placementId);

    beforeAll(async () => {
      const application = await test.db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .innerJoin('client_profiles', 'client_profiles.user_id', 'applications.client_id')
        .innerJoin('users', 'users.id', 'applications.client_id')
        .leftJoin('placements', 'placements.application_id', 'applications.id')
        .select([
          'applications.id as applicationId',
          'client_profiles.id as clientProfileId',
          'applications.client_id as clientId',
          'users.full_name as fullName',
          'users.email',
          'jobs.id as jobId',
          'jobs.employer_id as employerId',
        ])
        .where('placements.id', 'is', null)
        .where('client_profiles.case_worker_id', '=', workerId)
        .where('applications.client_id', '!=', hire.clientId)
        .orderBy('applications.id')
        .executeTakeFirstOrThrow();
      // A job starts on or after the application (issue 25): this older hire applied before it.
      await test.db
        .updateTable('applications')
        .set({ applied_date: new Date('2025-11-01T12:00:00Z') })
        .where('id', '=', application.applicationId)
        .execute();
      const { placementId } = await createPlacement(test.db, {
        ...application,
        startDate: '2025-11-20',
        hourlyWage: 17.25,
        hoursPerWeek: 36,
        createdBy: workerId,
        now: NOW,
      });
      older = { placementId, ...application };
      await test.db
        .insertInto('users')
        .values({
          username: 'other-caseworker',
          password: await hashPassword(DEMO_PASSWORD),
          email: 'other-caseworker@example.org',
          role: 'caseWorker',
          full_name: 'Other Case Worker',
        })
        .execute();
      caseworker = await signIn(test.app, 'demo-caseworker');
      otherWorker = await signIn(test.app, 'other-caseworker');
      admin = await signIn(test.app, 'demo-admin');
    });

    it("shows the placement on the client's record with its five follow-ups and where each stands", async () => {
      const placement = await placementOf(caseworker);
      expect(placement).toMatchObject({
        startDate: '2025-11-20',
        hourlyWage: 17.25,
        hoursPerWeek: 36,
      });
      expect(placement?.followUps.map(({ day, dueOn, state }) => [day, dueOn, state])).toEqual([
        [30, '2025-12-20', 'overdue'],
        [90, '2026-02-18', 'overdue'],
        [180, '2026-05-19', 'upcoming'],
        [365, '2026-11-20', 'upcoming'],
        [730, '2027-11-20', 'upcoming'],
      ]);
    });

    it("lists the due and overdue follow-ups across the case worker's caseload, oldest first", async () => {
      const list = (await get('/api/follow-ups', caseworker)).json<DueFollowUps>();
      expect(list.asOf).toBe('2026-03-02');
      const mine = list.followUps.filter((followUp) => followUp.placementId === older.placementId);
      expect(mine.map((followUp) => [followUp.day, followUp.state])).toEqual([
        [30, 'overdue'],
        [90, 'overdue'],
      ]);
      expect(mine[0]?.client).toEqual({ id: older.clientId, fullName: older.fullName });
      const dues = list.followUps.map((followUp) => followUp.dueOn);
      expect(dues).toEqual([...dues].sort());
      expect(list.followUps.every((followUp) => followUp.state !== 'upcoming')).toBe(true);
    });

    it("gives a case worker of another caseload 404 for the client's placements and follow-ups", async () => {
      const ninety = (await placementOf(caseworker))?.followUps.find((f) => f.day === 90);
      expect((await get(`/api/clients/${older.clientId}/placements`, otherWorker)).statusCode).toBe(
        404,
      );
      const refused = await record(ninety?.id ?? 0, otherWorker, {
        version: ninety?.version,
        stillEmployed: false,
      });
      expect(refused.statusCode).toBe(404);
      const theirs = (await get('/api/follow-ups', otherWorker)).json<DueFollowUps>();
      expect(theirs.followUps).toEqual([]);
    });

    it('refuses a recording without the wage and employer of an employed client, with field errors', async () => {
      const ninety = (await placementOf(caseworker))?.followUps.find((f) => f.day === 90);
      const response = await record(ninety?.id ?? 0, caseworker, {
        version: ninety?.version,
        stillEmployed: true,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
        'hourlyWage',
        'sameEmployer',
      ]);
      const typo = await record(ninety?.id ?? 0, caseworker, {
        version: ninety?.version,
        stillEmployed: true,
        sameEmployer: true,
        hourlyWage: 1850,
      });
      expect(typo.statusCode).toBe(400);
      expect(typo.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('hourlyWage');
    });

    it('refuses to record a follow-up that is not due yet (409)', async () => {
      const later = (await placementOf(caseworker))?.followUps.find((f) => f.day === 180);
      const response = await record(later?.id ?? 0, caseworker, {
        version: later?.version,
        stillEmployed: true,
        sameEmployer: true,
        hourlyWage: 18,
      });
      expect(response.statusCode).toBe(409);
    });

    it("recording the 90-day follow-up moves the admin's 90-day retention figure, not its denominator", async () => {
      const before = (await get('/api/outcomes', admin)).json<Outcomes>();
      const ninety = (await placementOf(caseworker))?.followUps.find((f) => f.day === 90);
      const response = await record(ninety?.id ?? 0, caseworker, {
        version: ninety?.version,
        stillEmployed: true,
        sameEmployer: true,
        hourlyWage: 19.25,
        notes: 'Moved to the day shift',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<FollowUp>()).toMatchObject({
        state: 'recorded',
        stillEmployed: true,
        hourlyWage: 19.25,
        recordedBy: { fullName: expect.any(String) as string },
      });
      const after = (await get('/api/outcomes', admin)).json<Outcomes>();
      expect(retentionAt(after, 90)?.employed.numerator).toBe(
        (retentionAt(before, 90)?.employed.numerator ?? 0) + 1,
      );
      expect(retentionAt(after, 90)?.employed.denominator).toBe(
        retentionAt(before, 90)?.employed.denominator,
      );
      expect(retentionAt(after, 90)?.notRecorded).toBe(
        (retentionAt(before, 90)?.notRecorded ?? 0) - 1,
      );
      // The placement that starts next week is in no follow-up's denominator yet.
      expect(after.overall.placements).toBeGreaterThan(
        retentionAt(after, 30)?.employed.denominator ?? 0,
      );

      const milestone = await test.db
        .selectFrom('milestones')
        .select('is_completed')
        .where('client_id', '=', older.clientId)
        .where('name', '=', 'Follow-up 90 days after placement')
        .executeTakeFirst();
      expect(milestone?.is_completed).toBe(true);
      const due = (await get('/api/follow-ups', caseworker)).json<DueFollowUps>();
      expect(due.followUps.some((followUp) => followUp.id === ninety?.id)).toBe(false);
    });

    it('refuses a second recording over a stale version with 409', async () => {
      const ninety = (await placementOf(caseworker))?.followUps.find((f) => f.day === 90);
      const stale = await record(ninety?.id ?? 0, caseworker, {
        version: (ninety?.version ?? 2) - 1,
        stillEmployed: false,
      });
      expect(stale.statusCode).toBe(409);
      expect(
        (await placementOf(caseworker))?.followUps.find((f) => f.day === 90)?.stillEmployed,
      ).toBe(true);
    });

    it("keeps each placement's follow-up summary, which the outcomes count from, equal to its follow-ups", async () => {
      const expected = new Map<number, { recorded: number; employed: number }>();
      const followUps = await test.db
        .selectFrom('placement_follow_ups')
        .select(['placement_id', 'day', 'recorded_at', 'still_employed'])
        .execute();
      for (const followUp of followUps) {
        const summary = expected.get(followUp.placement_id) ?? { recorded: 0, employed: 0 };
        if (followUp.recorded_at) summary.recorded |= followUpBit(followUp.day);
        if (followUp.still_employed) summary.employed |= followUpBit(followUp.day);
        expected.set(followUp.placement_id, summary);
      }
      const placements = await test.db
        .selectFrom('placements')
        .select(['id', 'recorded_follow_ups', 'employed_follow_ups'])
        .execute();
      const actual = new Map(
        placements.map((row) => [
          row.id,
          { recorded: row.recorded_follow_ups, employed: row.employed_follow_ups },
        ]),
      );
      // The demo history (seeded) and the follow-up recorded through the API above.
      expect(actual.size).toBeGreaterThan(2);
      expect(actual).toEqual(expected);
      expect(actual.get(older.placementId)).toEqual({
        recorded: followUpBit(90),
        employed: followUpBit(90),
      });
    });

    it('exports the figures as CSV with numerator and denominator, as an attachment', async () => {
      const outcomes = (await get('/api/outcomes', admin)).json<Outcomes>();
      const response = await get('/api/outcomes.csv', admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="outcomes-2026-03-02.csv"',
      );
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('breakdown,group,measure,numerator,denominator,value');
      const ninety = retentionAt(outcomes, 90)?.employed;
      expect(lines).toContain(
        `"overall","all","retention at 90 days","${ninety?.numerator}","${ninety?.denominator}","${ninety?.rate?.toFixed(4)}"`,
      );
      expect(lines.some((line) => line.startsWith('"cohort","2025-11","placements"'))).toBe(true);
    });

    it('exports de-identified rows: a stable pseudonym, no name, e-mail or date of birth', async () => {
      const first = await get('/api/outcomes/placements.csv', admin);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-disposition']).toMatch(
        /^attachment; filename="placements-deidentified-/,
      );
      const [header = '', ...rows] = first.body.trimEnd().split('\r\n');
      expect(header.split(',').slice(0, 9)).toEqual([
        'client_pseudonym',
        'placement_pseudonym',
        'cohort',
        'start_date',
        'program',
        'employer',
        'job_title',
        'hourly_wage',
        'hours_per_week',
      ]);
      expect(header).not.toMatch(/name|email|birth/i);
      expect(first.body).not.toContain(older.fullName);
      expect(first.body).not.toContain(older.email);
      const ours = rows.find((row) => row.includes('"2025-11-20"') && row.includes('"17.25"'));
      expect(ours).toContain('"employed","yes","19.25"');
      const second = await get('/api/outcomes/placements.csv', admin);
      expect(second.body).toBe(first.body);
      expect(ours?.split(',')[0]).toMatch(/^"p-[0-9a-f]{16}"$/);
    });

    it('records a training-program enrolment on the client (400 for an unknown program, 404 outside the caseload)', async () => {
      const url = `/api/clients/${older.clientId}/program-enrollments`;
      const enrol = (cookie: string, payload: object) =>
        test.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      const unknown = await enrol(caseworker, { program: 'Juggling', enrolledOn: '2025-09-01' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('program');
      const theirs = await enrol(otherWorker, {
        program: 'Warehouse & Logistics',
        enrolledOn: '2025-09-01',
      });
      expect(theirs.statusCode).toBe(404);
      const made = await enrol(caseworker, {
        program: 'Warehouse & Logistics',
        enrolledOn: '2025-09-01',
      });
      expect(made.statusCode).toBe(201);
      const record = (
        await get(`/api/clients/${older.clientId}/placements`, caseworker)
      ).json<ClientPlacements>();
      expect(record.programs[0]).toMatchObject({
        program: 'Warehouse & Logistics',
        enrolledOn: '2025-09-01',
      });
    });

    it('gives the public impact report "From our records" from the same figures, after the stated ones', async () => {
      const outcomes = (await get('/api/outcomes', admin)).json<Outcomes>();
      const response = await test.app.inject('/api/outcomes/summary');
      expect(response.statusCode).toBe(200);
      const summary = response.json<OutcomesSummary>();
      expect(summary).toEqual({
        asOf: '2026-03-02',
        clientsServed: outcomes.clientsServed,
        placements: outcomes.overall.placements,
        placementRate: outcomes.placementRate,
        medianStartingWage: outcomes.overall.startingWage.median,
        retention90: retentionAt(outcomes, 90)?.employed,
        retention365: retentionAt(outcomes, 365)?.employed,
      });
      const pdf = (await test.app.inject('/download/impact-report')).rawPayload.toString('latin1');
      // Uncompressed in tests: pdfkit writes text as hex strings split at kerning pairs; join them back.
      const text = [...pdf.matchAll(/<([0-9a-f]+)>/g)]
        .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
        .join('');
      const stated = text.indexOf('Program Metrics');
      const records = text.indexOf('From our records');
      expect(stated).toBeGreaterThan(-1);
      expect(records).toBeGreaterThan(stated);
      const { numerator, denominator } = summary.placementRate;
      expect(text).toContain(
        `(${numerator.toLocaleString('en-US')} of ${denominator.toLocaleString('en-US')})`,
      );
      for (const section of impactReport.sections) expect(text).toContain(section.heading);
    });
  });
});
