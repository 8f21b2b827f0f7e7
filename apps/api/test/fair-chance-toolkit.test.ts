import {
  ASSESSMENT_CLOSED,
  ASSESSMENT_EXISTS,
  ASSESSMENT_REQUIRED,
  ASSESSMENT_WINDOW_OPEN,
} from '@pathways/schemas';
import type { Application, Assessment, Job, JobInput, PlacementTask } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTaskReminders } from '../src/domains/jobs/use-cases/send-task-reminders.js';
import { steppingClock } from './support/clock.js';
import { demoClientReach } from './support/clients.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFENCE_WORDS = 'Shoplifting conviction in 2019';

const posting = (title: string): JobInput => ({
  title,
  description: 'Sort and pack parts for shipping, keep the line stocked and the floor clean.',
  location: 'Waterloo, IA',
  payMin: 17,
  payMax: 19,
  schedule: 'fullTime',
  requirements: 'Steel-toe boots',
  fairChanceStatement: 'We judge every applicant on the work they can do.',
  excludedCategories: [],
});

const assessment = {
  natureAndGravity: `${OFFENCE_WORDS}; a misdemeanour involving goods worth $80.`,
  timeElapsed: 'Seven years since the offence, five since the sentence ended.',
  natureOfJob: 'Handles the parts cage with unsupervised access to stock.',
  rehabilitation: 'None given yet; we would like to hear about it.',
};

describe.each(backends)('fair-chance toolkit: assessment and incentive tasks (%s)', (backend) => {
  let test: TestApp;
  // Thursday 3 December 2026: five business days later is Thursday 10 December.
  const time = steppingClock('2026-12-03T15:00:00.000Z');
  const cookies: Record<string, string> = {};
  const as = (username: string) => cookies[username] ?? '';
  let clientId = 0;
  let otherCaseWorker = '';
  let workerEmail = '';

  const get = (url: string, who: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie: as(who) } });
  const send = (url: string, who: string, payload: object = {}) =>
    test.app.inject({ method: 'POST', url, headers: { cookie: as(who) }, payload });

  async function applicationAt(title: string, stages: string[]): Promise<Application> {
    const draft = await send('/api/employer/jobs', 'demo-employer', posting(title));
    const { id } = draft.json<Job>();
    await send(`/api/employer/jobs/${id}/status`, 'demo-employer', { to: 'submitted' });
    await send(`/api/admin/jobs/${id}/review`, 'demo-admin', { decision: 'approve' });
    const applied = await send(`/api/jobs/${id}/applications`, 'demo-client', {});
    expect(applied.statusCode, applied.body).toBe(201);
    let application = applied.json<Application>();
    for (const to of stages) {
      const moved = await send(
        `/api/employer/applications/${application.id}/status`,
        'demo-employer',
        { to, version: application.version },
      );
      expect(moved.statusCode, moved.body).toBe(200);
      application = moved.json<Application>();
    }
    return application;
  }
  const decline = (application: Application) =>
    send(`/api/employer/applications/${application.id}/status`, 'demo-employer', {
      to: 'Not selected',
      version: application.version,
      citesRecord: true,
    });
  const outbox = (template: string) =>
    test.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('template', '=', template)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: time.clock, mail: { autoStart: false } });
    const users = [
      'demo-employer',
      'riverbend-logistics',
      'demo-admin',
      'demo-client',
      'demo-client-02',
    ];
    for (const username of users) cookies[username] = await signIn(test.app, username);
    const reach = await demoClientReach(test.db);
    clientId = reach.clientId;
    workerEmail = reach.worker.email;
    cookies['worker'] = await signIn(test.app, reach.worker.username);
    otherCaseWorker = reach.otherWorkerUsername;
    cookies['other-worker'] = await signIn(test.app, otherCaseWorker);
    // Only this file's placements count for the reminders.
    await test.db.deleteFrom('placement_tasks').execute();
  });
  afterAll(() => test.close());

  let answered: Application;
  let unanswered: Application;
  let answeredAssessment: Assessment;

  it('refuses a decision not to hire that cites the record without an assessment (409)', async () => {
    answered = await applicationAt('Parts Sorter', ['Conditional offer']);
    const refused = await decline(answered);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(ASSESSMENT_REQUIRED);
    // Before a conditional offer there is nothing to assess yet.
    const early = await applicationAt('Parts Packer', []);
    const tooEarly = await send(
      `/api/employer/applications/${early.id}/assessment`,
      'demo-employer',
      assessment,
    );
    expect(tooEarly.statusCode).toBe(409);
  });

  it('records the assessment for its own employer only, and notifies without naming the offence', async () => {
    const path = `/api/employer/applications/${answered.id}/assessment`;
    expect((await send(path, 'riverbend-logistics', assessment)).statusCode).toBe(404);
    const bad = await send(path, 'demo-employer', { ...assessment, natureOfJob: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['natureOfJob']);

    // The client reads the portal in Spanish: their notice goes in Spanish (issue 31.2).
    const clientLanguage = (language: 'en' | 'es') =>
      test.db
        .updateTable('users')
        .set({ preferred_language: language })
        .where('username', '=', 'demo-client')
        .execute();
    await clientLanguage('es');
    const created = await send(path, 'demo-employer', assessment);
    expect(created.statusCode, created.body).toBe(201);
    answeredAssessment = created.json<Assessment>();
    expect(answeredAssessment).toMatchObject({
      ...assessment,
      answerDueOn: '2026-12-10',
      answer: null,
      windowClosed: false,
    });
    expect((await send(path, 'demo-employer', assessment)).json()).toMatchObject({
      statusCode: 409,
      message: ASSESSMENT_EXISTS,
    });

    const stored = await test.db
      .selectFrom('application_assessments')
      .selectAll()
      .where('id', '=', answeredAssessment.id)
      .executeTakeFirstOrThrow();
    expect(stored.nature_and_gravity).toMatch(/^enc:/);
    expect(stored.nature_and_gravity).not.toContain('Shoplifting');

    const toClient = await outbox('assessmentNotice');
    const toWorker = await outbox('assessmentCaseWorker');
    expect(toClient).toHaveLength(1);
    expect(toClient[0]?.subject).toMatch(/^Un empleador quiere saber de usted/);
    expect(toWorker[0]?.subject).not.toMatch(/^Un empleador/);
    await clientLanguage('en');
    expect(toWorker.map((mail) => mail.recipient)).toEqual([workerEmail]);
    for (const mail of [...toClient, ...toWorker]) {
      expect(mail.text_body).toContain('2026-12-10');
      expect(`${mail.subject} ${mail.text_body}`).not.toContain('Shoplifting');
    }
    // Still within the window: not yet final.
    expect((await decline(answered)).json()).toMatchObject({
      statusCode: 409,
      message: ASSESSMENT_WINDOW_OPEN,
    });
  });

  it('shows the reasons to the client and their case worker only, and logs every read', async () => {
    const mine = (await get('/api/my/assessments', 'demo-client')).json<{
      assessments: Assessment[];
    }>();
    expect(mine.assessments.map((row) => row.natureAndGravity)).toEqual([
      assessment.natureAndGravity,
    ]);
    const others = (await get('/api/my/assessments', 'demo-client-02')).json<{
      assessments: Assessment[];
    }>();
    expect(others.assessments).toEqual([]);
    const forWorker = await get(`/api/clients/${clientId}/assessments`, 'worker');
    expect(forWorker.json<{ assessments: Assessment[] }>().assessments).toHaveLength(1);
    expect((await get(`/api/clients/${clientId}/assessments`, 'other-worker')).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/employer/applications/${answered.id}/assessment`, 'riverbend-logistics'))
        .statusCode,
    ).toBe(404);
    const reads = await test.db
      .selectFrom('access_log')
      .select(['fields'])
      .where('client_id', '=', clientId)
      .execute();
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(reads)).toContain('natureAndGravity');
  });

  it('stores the client’s answer (sealed, once) and then lets the decision become final', async () => {
    const path = `/api/my/assessments/${answeredAssessment.id}/answer`;
    expect((await send(path, 'demo-client-02', { answer: 'Not mine' })).statusCode).toBe(404);
    expect((await send(path, 'demo-client', { answer: '' })).statusCode).toBe(400);
    const answer = 'I finished a retail-safety course and have two years of references.';
    const stored = await send(path, 'demo-client', { answer });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json<Assessment>()).toMatchObject({ answer, windowClosed: true });
    expect((await send(path, 'demo-client', { answer })).statusCode).toBe(409);
    const row = await test.db
      .selectFrom('application_assessments')
      .select(['answer'])
      .where('id', '=', answeredAssessment.id)
      .executeTakeFirstOrThrow();
    expect(row.answer).toMatch(/^enc:/);
    const employerView = await get(
      `/api/employer/applications/${answered.id}/assessment`,
      'demo-employer',
    );
    expect(employerView.json<{ assessment: Assessment }>().assessment.answer).toBe(answer);

    const final = await decline(answered);
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json<Application>().status).toBe('Not selected');
  });

  it('makes an unanswered decision final only after the 5 business days', async () => {
    unanswered = await applicationAt('Parts Driver', ['Conditional offer', 'Offer']);
    const created = await send(
      `/api/employer/applications/${unanswered.id}/assessment`,
      'demo-employer',
      assessment,
    );
    const { id } = created.json<Assessment>();
    // Thursday 10 December is the last day to answer; still open then.
    time.advance(7 * DAY_MS);
    expect((await decline(unanswered)).statusCode).toBe(409);
    time.advance(DAY_MS);
    const late = await send(`/api/my/assessments/${id}/answer`, 'demo-client', {
      answer: 'Too late?',
    });
    expect(late.json()).toMatchObject({ statusCode: 409, message: ASSESSMENT_CLOSED });
    const final = await decline(unanswered);
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json<Application>().status).toBe('Not selected');
  });

  let tasks: PlacementTask[] = [];

  it('gives a hire its WOTC Form 8850 task 28 days after the start and its bonding task', async () => {
    // Friday 11 December 2026.
    const offered = await applicationAt('Parts Lead', ['Conditional offer', 'Offer']);
    const hired = await send(`/api/employer/applications/${offered.id}/status`, 'demo-employer', {
      to: 'Hired',
      version: offered.version,
      startDate: '2026-12-21',
      hourlyWage: 18,
      hoursPerWeek: 30,
    });
    expect(hired.statusCode, hired.body).toBe(200);
    tasks = (await get('/api/employer/placement-tasks', 'demo-employer')).json<{
      tasks: PlacementTask[];
    }>().tasks;
    expect(tasks.map((task) => [task.kind, task.dueOn, task.state])).toEqual([
      ['federalBonding', '2026-12-21', 'open'],
      ['wotcForm8850', '2027-01-18', 'open'],
    ]);
    // $18 × 30 h × 52 weeks is over the $6,000 cap at 1,560 hours: the full $2,400; lapsed for 2026 hires.
    expect(tasks[1]?.wotc).toEqual({
      authorization: 'lapsed',
      estimatedCredit: 2400,
      rate: 'full',
      prescreen: 'notShared',
    });
    const forWorker = await get(`/api/clients/${clientId}/placement-tasks`, 'worker');
    expect(forWorker.json<{ tasks: PlacementTask[] }>().tasks).toHaveLength(2);
    expect((await get(`/api/clients/${clientId}/placement-tasks`, 'other-worker')).statusCode).toBe(
      404,
    );
    const elsewhere = await get('/api/employer/placement-tasks', 'riverbend-logistics');
    expect(elsewhere.json<{ tasks: PlacementTask[] }>().tasks).toEqual([]);
    const bondId = tasks[0]?.id ?? 0;
    expect(
      (await send(`/api/placement-tasks/${bondId}/done`, 'riverbend-logistics')).statusCode,
    ).toBe(404);
    expect((await send(`/api/placement-tasks/${bondId}/done`, 'other-worker')).statusCode).toBe(
      404,
    );
  });

  it('e-mails the employer and the case worker 7 and 2 days before each deadline, once each', async () => {
    const remind = () => sendTaskReminders(test.db, test.app.outbox, time.clock.now());
    const reminders = async () => (await outbox('taskReminder')).map((mail) => mail.subject);
    expect(await remind()).toBe(0);
    // Monday 14 December: 7 days before the bond's deadline.
    time.advance(3 * DAY_MS);
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    expect(await reminders()).toEqual([
      'The Federal Bonding request is due in 7 days',
      'The Federal Bonding request is due in 7 days',
    ]);
    expect((await outbox('taskReminder')).map((mail) => mail.recipient)).toContain(workerEmail);
    time.advance(3 * DAY_MS);
    expect(await remind()).toBe(0);
    // Saturday 19 December: 2 days before.
    time.advance(2 * DAY_MS);
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    expect(await reminders()).toHaveLength(4);

    const bondId = tasks[0]?.id ?? 0;
    const done = await send(`/api/placement-tasks/${bondId}/done`, 'worker');
    expect(done.json<PlacementTask>()).toMatchObject({ state: 'done' });

    // Monday 11 January 2027: 7 days before Form 8850 is due; the bond, done, says nothing more.
    time.advance(23 * DAY_MS);
    expect(await remind()).toBe(1);
    time.advance(5 * DAY_MS);
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    expect((await reminders()).slice(4)).toEqual([
      expect.stringMatching(/^WOTC Form 8850 .* is due in 7 days$/),
      expect.stringMatching(/^WOTC Form 8850 .* is due in 7 days$/),
      expect.stringMatching(/^WOTC Form 8850 .* is due in 2 days$/),
      expect.stringMatching(/^WOTC Form 8850 .* is due in 2 days$/),
    ]);
    time.advance(3 * DAY_MS);
    const late = (await get('/api/employer/placement-tasks', 'demo-employer')).json<{
      tasks: PlacementTask[];
    }>();
    expect(late.tasks.map((task) => task.state)).toEqual(['done', 'overdue']);
  });
});
