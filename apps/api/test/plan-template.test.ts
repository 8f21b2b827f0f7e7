import type { ClientRecord, PlanTemplate } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steppingClock } from './support/clock.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

describe.each(backends)('the action-plan template admins edit (%s)', (backend) => {
  let test: TestApp;
  let admin: string;
  let worker: string;
  const time = steppingClock('2026-11-25T15:00:00Z');

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    url: string,
    cookie: string,
    payload?: object,
  ) => test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
    admin = await signIn(test.app, 'demo-admin');
    worker = await signIn(test.app, 'demo-caseworker');
  });
  afterAll(() => test.close());

  it('starts from the default plan: five steps to placement, then five follow-ups', async () => {
    const { steps } = (await call('GET', '/api/plan-template', worker)).json<PlanTemplate>();
    expect(steps.map((step) => step.name)).toEqual([
      'ID documents',
      'Resume',
      'Training enrollment',
      'Job search',
      'Job placement',
      'Follow-up 30 days after placement',
      'Follow-up 90 days after placement',
      'Follow-up 180 days after placement',
      'Follow-up 365 days after placement',
      'Follow-up 730 days after placement',
    ]);
    expect(steps[5]).toMatchObject({ dueInDays: null, daysAfterPlacement: 30 });
  });

  it('refuses a template a plan could not be built from, with field errors', async () => {
    const both = await call('PUT', '/api/plan-template', admin, {
      steps: [{ name: 'Resume', description: 'A resume', dueInDays: 7, daysAfterPlacement: 7 }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      fieldErrors: {
        steps: ['Give either days after the plan is made or days after placement, not both'],
      },
    });
    const twice = await call('PUT', '/api/plan-template', admin, {
      steps: [
        { name: 'Resume', description: 'A resume', dueInDays: 7, daysAfterPlacement: null },
        { name: 'resume', description: 'Again', dueInDays: 9, daysAfterPlacement: null },
      ],
    });
    expect(twice.json()).toMatchObject({
      fieldErrors: { steps: ['Each step needs its own name'] },
    });
    expect((await call('PUT', '/api/plan-template', admin, { steps: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/plan-template', worker, { steps: [] })).statusCode).toBe(403);
  });

  it('builds new plans from the edited template, with its offsets, and follow-ups count from placement', async () => {
    const saved = await call('PUT', '/api/plan-template', admin, {
      steps: [
        {
          name: 'Driver’s licence',
          description: 'Reinstated licence',
          dueInDays: 10,
          daysAfterPlacement: null,
        },
        { name: 'Job placement', description: 'Hired', dueInDays: 45, daysAfterPlacement: null },
        {
          name: 'Follow-up at 60 days',
          description: 'Check in',
          dueInDays: null,
          daysAfterPlacement: 60,
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PlanTemplate>().steps).toHaveLength(3);

    const client = await signIn(test.app, 'demo-client-03');
    const clientId = (await call('GET', '/api/user', client)).json<{ id: number }>().id;
    // The seed may have given this client milestones; a fresh plan shows the template's own.
    await test.db.deleteFrom('milestones').where('client_id', '=', clientId).execute();
    const plan = await call('POST', `/api/clients/${clientId}/plan`, worker, {});
    const milestones = plan.json<{
      milestones: { id: number; name: string; dueDate: string | null }[];
    }>().milestones;
    expect(milestones.map((milestone) => [milestone.name, milestone.dueDate])).toEqual([
      ['Driver’s licence', '2026-12-05'],
      ['Job placement', '2027-01-09'],
      ['Follow-up at 60 days', null],
    ]);

    time.advance(24 * 60 * 60 * 1000);
    const placement = milestones.find((milestone) => milestone.name === 'Job placement');
    await call('PATCH', `/api/clients/${clientId}/milestones/${placement?.id ?? 0}`, worker, {
      completed: true,
    });
    const record = (await call('GET', `/api/clients/${clientId}`, worker)).json<ClientRecord>();
    expect(record.milestones.find((m) => m.name === 'Follow-up at 60 days')?.dueDate).toBe(
      '2027-01-25',
    );
  });
});
