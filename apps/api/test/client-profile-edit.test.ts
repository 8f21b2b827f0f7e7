import type { ClientRecord } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlacement } from '../src/domains/jobs/use-cases/create-placement.js';
import { clockStartingAt } from '../src/services/clock.js';
import { addCaseWorker } from './support/staff.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const NOW = new Date('2026-03-02T15:00:00Z');

/** Issue 32 D4: staff change a client's profile over a version, each change on the timeline. */
describe.each(backends)('staff edit a client’s profile (%s)', (backend) => {
  let test: TestApp;
  let worker: string;
  let admin: string;
  let clientId: number;

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: clockStartingAt(NOW) });
    worker = await signIn(test.app, 'demo-caseworker');
    admin = await signIn(test.app, 'demo-admin');
    const client = await signIn(test.app, 'demo-client');
    clientId = (
      await test.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: client } })
    ).json<{ id: number }>().id;
  });
  afterAll(() => test.close());

  const record = async (cookie = worker) =>
    (
      await test.app.inject({
        method: 'GET',
        url: `/api/clients/${clientId}`,
        headers: { cookie },
      })
    ).json<ClientRecord>();
  const patch = (cookie: string, payload: object) =>
    test.app.inject({
      method: 'PATCH',
      url: `/api/clients/${clientId}`,
      headers: { cookie },
      payload,
    });

  it('saves status, goal, phone and housing, and puts each change on the timeline', async () => {
    const before = await record();
    const saved = await patch(worker, {
      version: before.version,
      status: 'Interviewing',
      employmentGoal: 'Forklift operator',
      phone: '319-555-0142',
      housingStatus: 'Transitional housing',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<ClientRecord>();
    expect(after).toMatchObject({
      status: 'Interviewing',
      employmentGoal: 'Forklift operator',
      phone: '319-555-0142',
      housingStatus: 'Transitional housing',
      version: before.version + 1,
    });
    expect(after.timeline[0]).toMatchObject({
      action: 'profileUpdated',
      changes: {
        status: [before.status, 'Interviewing'],
        employmentGoal: [before.employmentGoal, 'Forklift operator'],
        phone: [before.phone, '319-555-0142'],
        housingStatus: [before.housingStatus, 'Transitional housing'],
      },
    });
  });

  it('refuses a save over a version someone else moved on (409), changing nothing', async () => {
    const current = await record();
    const stale = await patch(worker, { version: current.version - 1, status: 'Onboarding' });
    expect(stale.statusCode).toBe(409);
    expect((await record()).status).toBe(current.status);
  });

  it('hands the client only to an active case worker, and only by an admin', async () => {
    const otherId = await addCaseWorker(test.db, 'other-worker');
    const current = await record(admin);
    expect(
      (await patch(worker, { version: current.version, caseWorkerId: otherId })).statusCode,
    ).toBe(400);
    await test.db
      .updateTable('users')
      .set({ deactivated_at: NOW })
      .where('id', '=', otherId)
      .execute();
    const toInactive = await patch(admin, { version: current.version, caseWorkerId: otherId });
    expect(toInactive.statusCode).toBe(400);
    expect(toInactive.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('caseWorkerId');
    expect((await record(admin)).caseWorker?.id).toBe(current.caseWorker?.id);
  });

  it('names both case workers on the timeline when an admin hands the client over', async () => {
    const nextId = await addCaseWorker(test.db, 'next-worker');
    const current = await record(admin);
    const previousName = current.caseWorker?.fullName;
    const handed = await patch(admin, { version: current.version, caseWorkerId: nextId });
    expect(handed.statusCode, handed.body).toBe(200);
    const after = await record(admin);
    expect(after.caseWorker?.id).toBe(nextId);
    expect(after.timeline[0]?.changes).toEqual({
      caseWorker: [previousName, after.caseWorker?.fullName],
    });
  });

  it('moves a hired client to "Placement", on the timeline with the hire', async () => {
    const hire = await test.db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .innerJoin('client_profiles', 'client_profiles.user_id', 'applications.client_id')
      .leftJoin('placements', 'placements.application_id', 'applications.id')
      .select([
        'applications.id as applicationId',
        'client_profiles.id as clientProfileId',
        'applications.client_id as clientId',
        'jobs.id as jobId',
        'jobs.employer_id as employerId',
        'client_profiles.version as version',
      ])
      .where('placements.id', 'is', null)
      .where('client_profiles.current_status', '!=', 'Placement')
      .orderBy('applications.id')
      .executeTakeFirstOrThrow();
    await test.db
      .updateTable('applications')
      .set({ applied_date: new Date('2026-01-05T12:00:00Z') })
      .where('id', '=', hire.applicationId)
      .execute();
    const workerId = (
      await test.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo-admin')
        .executeTakeFirstOrThrow()
    ).id;
    await createPlacement(test.db, {
      applicationId: hire.applicationId,
      clientProfileId: hire.clientProfileId,
      jobId: hire.jobId,
      employerId: hire.employerId,
      startDate: '2026-03-09',
      hourlyWage: 18.5,
      hoursPerWeek: 40,
      createdBy: workerId,
      now: NOW,
    });
    const placed = (
      await test.app.inject({
        method: 'GET',
        url: `/api/clients/${hire.clientId}`,
        headers: { cookie: admin },
      })
    ).json<ClientRecord>();
    expect(placed.status).toBe('Placement');
    expect(placed.version).toBe(hire.version + 1);
    const entry = placed.timeline.find((event) => event.action === 'placement');
    expect(entry?.changes['status']?.[1]).toBe('Placement');
  });
});
