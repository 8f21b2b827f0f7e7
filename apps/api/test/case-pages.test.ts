import type { CaseloadAppointments, CaseloadReport, UsersList } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockStartingAt } from '../src/services/clock.js';
import { createPlacement } from '../src/domains/jobs/use-cases/create-placement.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Case Worker › Appointments and Reports (issue 13): the caller's own caseload, admins every one. */
describe.each(backends)('the case worker’s appointments and caseload report (%s)', (backend) => {
  let test: TestApp;
  let admin: string;
  let worker: string;
  let client: string;
  let workerId: number;
  let otherWorkerId: number;

  const get = <T>(url: string, cookie: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } }).then((res) => {
      expect(res.statusCode).toBe(200);
      return res.json<T>();
    });

  const userId = async (username: string) =>
    (
      await test.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  /** A client of another case worker, with an appointment tomorrow the demo case worker must not see. */
  async function otherCaseloadAppointment(): Promise<{ clientId: number; appointmentId: number }> {
    const profile = await test.db
      .selectFrom('client_profiles')
      .select('user_id')
      .where('case_worker_id', '=', otherWorkerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const row = await test.db
      .insertInto('appointments')
      .values({
        client_id: profile.user_id,
        case_worker_id: otherWorkerId,
        title: 'Someone else’s check-in',
        date: new Date(NOW.getTime() + DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { clientId: profile.user_id, appointmentId: row.id };
  }

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: clockStartingAt(NOW) });
    admin = await signIn(test.app, 'demo-admin');
    worker = await signIn(test.app, 'demo-caseworker');
    client = await signIn(test.app, 'demo-client');
    workerId = await userId('demo-caseworker');
    otherWorkerId = (
      await test.db
        .selectFrom('client_profiles')
        .select('case_worker_id')
        .where('case_worker_id', 'is not', null)
        .where('case_worker_id', '!=', workerId)
        .executeTakeFirstOrThrow()
    ).case_worker_id as number;
  });
  afterAll(() => test.close());

  it('lists the caseload’s appointments, upcoming soonest first then past latest first, only the caller’s own clients', async () => {
    const other = await otherCaseloadAppointment();
    const demoClientId = await userId('demo-client');
    const past = await test.db
      .insertInto('appointments')
      .values({
        client_id: demoClientId,
        case_worker_id: workerId,
        title: 'Intake assessment',
        date: new Date(NOW.getTime() - 3 * DAY_MS),
        attendance: 'attended',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mine = await get<CaseloadAppointments>('/api/appointments', worker);
    expect(mine.upcoming.length).toBeGreaterThan(0);
    expect(mine.past.find((entry) => entry.id === past.id)).toMatchObject({
      title: 'Intake assessment',
      attendance: 'attended',
      client: { id: demoClientId },
    });
    const upcomingDates = mine.upcoming.map((entry) => entry.date);
    expect(upcomingDates).toEqual([...upcomingDates].sort());
    const pastDates = mine.past.map((entry) => entry.date);
    expect(pastDates).toEqual([...pastDates].sort().reverse());
    expect((pastDates.at(0) ?? '') < (upcomingDates.at(0) ?? '')).toBe(true);

    const caseload = await test.db
      .selectFrom('client_profiles')
      .select('user_id')
      .where('case_worker_id', '=', workerId)
      .execute();
    const caseloadIds = new Set(caseload.map((row) => row.user_id));
    const all = [...mine.upcoming, ...mine.past];
    expect(all.every((entry) => caseloadIds.has(entry.client.id))).toBe(true);
    expect(all.some((entry) => entry.id === other.appointmentId)).toBe(false);

    const everyone = await get<CaseloadAppointments>('/api/appointments', admin);
    const seen = everyone.upcoming.find((entry) => entry.id === other.appointmentId);
    expect(seen).toMatchObject({
      title: 'Someone else’s check-in',
      client: { id: other.clientId },
      attendance: 'scheduled',
      mode: 'inPerson',
    });
  });

  it('flags an appointment whose client asked to reschedule it', async () => {
    const before = await get<CaseloadAppointments>('/api/appointments', worker);
    const demoClientId = await userId('demo-client');
    const target = before.upcoming.find(
      (entry) => entry.client.id === demoClientId && entry.rescheduleRequest === null,
    );
    expect(target).toBeDefined();
    const asked = await test.app.inject({
      method: 'POST',
      url: `/api/my/appointments/${target?.id ?? 0}/reschedule`,
      headers: { cookie: client },
      payload: { preferredTimes: 'Thursday mornings' },
    });
    expect(asked.statusCode).toBe(201);
    const after = await get<CaseloadAppointments>('/api/appointments', worker);
    expect(
      after.upcoming.find((entry) => entry.id === target?.id)?.rescheduleRequest,
    ).toMatchObject({ preferredTimes: 'Thursday mornings' });
  });

  it('counts a client moved into the caseload, with its placement, follow-ups and 90-day retention', async () => {
    // A client with an application and no placement yet, taken out of every caseload first.
    const hire = await test.db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .innerJoin('client_profiles as profile', 'profile.user_id', 'applications.client_id')
      .leftJoin('placements', 'placements.client_profile_id', 'profile.id')
      .where('placements.id', 'is', null)
      .select([
        'applications.id as applicationId',
        'profile.id as clientProfileId',
        'applications.client_id as clientId',
        'jobs.id as jobId',
        'jobs.employer_id as employerId',
      ])
      .orderBy('applications.id')
      .executeTakeFirstOrThrow();
    await test.db
      .updateTable('client_profiles')
      .set({ case_worker_id: null })
      .where('id', '=', hire.clientProfileId)
      .execute();
    const before = await get<CaseloadReport>('/api/my/caseload-report', worker);
    expect(before.asOf).toBe('2026-06-15');
    const caseloadSize = async () =>
      (
        await get<UsersList>('/api/admin/users?role=caseWorker&q=demo-caseworker', admin)
      ).users.find((user) => user.id === workerId)?.caseloadSize;
    const sizeBefore = await caseloadSize();
    expect(sizeBefore).toBe(before.clients);

    await test.db
      .updateTable('client_profiles')
      .set({ case_worker_id: workerId })
      .where('id', '=', hire.clientProfileId)
      .execute();
    // A job starts on or after the application (issue 25): this one was made before the start.
    await test.db
      .updateTable('applications')
      .set({ applied_date: new Date('2026-03-01T12:00:00Z') })
      .where('id', '=', hire.applicationId)
      .execute();
    const { placementId } = await createPlacement(test.db, {
      applicationId: hire.applicationId,
      clientProfileId: hire.clientProfileId,
      jobId: hire.jobId,
      employerId: hire.employerId,
      // 98 days before NOW: the 30-day follow-up is overdue, the 90-day one has come due.
      startDate: '2026-03-09',
      hourlyWage: 19,
      hoursPerWeek: 40,
      createdBy: workerId,
      now: NOW,
    });
    await test.db
      .updateTable('placement_follow_ups')
      .set({ recorded_at: NOW, recorded_by: workerId, still_employed: true })
      .where('placement_id', '=', placementId)
      .where('day', '=', 90)
      .execute();
    const after = await get<CaseloadReport>('/api/my/caseload-report', worker);

    expect(after.clients).toBe(before.clients + 1);
    // Admin › Case Workers shows the same caseload size.
    expect(await caseloadSize()).toBe(after.clients);
    // A recorded hire moves the client to Placement (issue 32 D4): they count there now.
    const statusCount = (report: CaseloadReport) =>
      report.byStatus.find((row) => row.status === 'Placement')?.count ?? 0;
    expect(statusCount(after)).toBe(statusCount(before) + 1);
    expect(after.byStatus.reduce((sum, row) => sum + row.count, 0)).toBe(after.clients);
    expect(after.placements).toBe(before.placements + 1);
    expect(after.followUps.overdue).toBe(before.followUps.overdue + 1);
    expect(after.retention90.numerator).toBe(before.retention90.numerator + 1);
    expect(after.retention90.denominator).toBe(before.retention90.denominator + 1);
    expect(after.retention90.rate).toBeCloseTo(
      after.retention90.numerator / after.retention90.denominator,
    );

    // Another case worker's report does not move; the admin's covers every caseload.
    const everyone = await get<CaseloadReport>('/api/my/caseload-report', admin);
    expect(everyone.clients).toBeGreaterThan(after.clients);
    expect(everyone.placements).toBeGreaterThanOrEqual(after.placements);
  });
});
