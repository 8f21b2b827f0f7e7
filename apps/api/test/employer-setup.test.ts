import type { EmployerCompany, EmployerProfile, Job, JobInput } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, sessionCookie } from './support/as-user.js';
import { backends, createTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const posting: JobInput = {
  title: 'Line Cook',
  description:
    'Prep and cook breakfast and lunch orders on a six-burner line, keep the station clean.',
  location: 'Waterloo, IA',
  payMin: 16,
  payMax: 18,
  schedule: 'fullTime',
  requirements: 'Food handler card within 30 days',
  fairChanceStatement: 'We judge every applicant on the work they can do.',
  excludedCategories: ['theftOrFraud'],
};

const company = {
  companyName: 'Lincoln Park Diner',
  ein: '42-1234567',
  address: '100 E 4th St, Waterloo, IA 50703',
  waterlooEmployees: 22,
  industry: 'food-service',
};

/**
 * Issue 29 point 1 and issue 32 D6/D7: an employer who registers sets up their own company, which
 * waits for an admin's verification; their postings can be submitted at once but are published only
 * once the company is verified and the posting approved. A returned or draft posting can be edited
 * (a returned one goes back for review) and deleted; nobody else's.
 */
describe.each(backends)('employer self-service set-up (%s)', (backend) => {
  let test: TestApp;
  const cookies: Record<string, string> = {};
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: string,
    payload?: object,
  ) =>
    test.app.inject({
      method,
      url,
      headers: { cookie: cookies[who] ?? '' },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    test = await createTestApp(backend);
    cookies.admin = await asUser(test.app, 'admin');
    cookies.client = await asUser(test.app, 'client');
    cookies.demoEmployer = await asUser(test.app, 'employer');
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        fullName: 'Dana Whitfield',
        email: 'dana@lincolnpark.example.org',
        username: 'dana-lincolnpark',
        role: 'employer',
        password: 'griddle-2026!',
        confirmPassword: 'griddle-2026!',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    cookies.dana = sessionCookie(registered);
  });
  afterAll(() => test.close());

  it('a new employer has no company until they set it up; bad input names each field', async () => {
    const none = await call('GET', '/api/employer/company', 'dana');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<EmployerCompany>()).toEqual({ company: null });
    // Without a company there is nothing to post under.
    expect((await call('POST', '/api/employer/jobs', 'dana', posting)).statusCode).toBe(404);

    const bad = await call('POST', '/api/employer/company', 'dana', {
      ...company,
      ein: '421234567',
      waterlooEmployees: 2.5,
      address: '',
    });
    expect(bad.statusCode).toBe(400);
    const { fieldErrors } = bad.json<{ fieldErrors: Record<string, string[]> }>();
    expect(Object.keys(fieldErrors).sort()).toEqual(['address', 'ein', 'waterlooEmployees']);
    expect(fieldErrors.ein?.[0]).toMatch(/NN-NNNNNNN/);
  });

  it('the company waits for verification; a second set-up is refused', async () => {
    const created = await call('POST', '/api/employer/company', 'dana', company);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<EmployerProfile>()).toMatchObject({
      companyName: 'Lincoln Park Diner',
      ein: '42-1234567',
      waterlooEmployees: 22,
      isVerified: false,
      nameReviewPending: false,
    });
    const again = await call('POST', '/api/employer/company', 'dana', company);
    expect(again.statusCode).toBe(409);
    const mine = await call('GET', '/api/employer/company', 'dana');
    expect(mine.json<EmployerCompany>().company).toMatchObject({ isVerified: false });
    // An admin passes the role gate but has no company to set up.
    expect((await call('POST', '/api/employer/company', 'admin', company)).statusCode).toBe(403);
  });

  it('a posting is submitted at once, but published only once the company is verified', async () => {
    const draft = await call('POST', '/api/employer/jobs', 'dana', posting);
    expect(draft.statusCode, draft.body).toBe(201);
    const job = draft.json<Job>();
    expect(job.companyVerified).toBe(false);
    const submitted = await call('POST', `/api/employer/jobs/${job.id}/status`, 'dana', {
      to: 'submitted',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    // The admin's queue shows the posting with its requirements and excluded categories.
    const queue = await call('GET', '/api/admin/jobs?status=submitted', 'admin');
    expect(queue.json<{ jobs: Job[] }>().jobs.find((row) => row.id === job.id)).toMatchObject({
      requirements: 'Food handler card within 30 days',
      excludedCategories: ['theftOrFraud'],
      companyVerified: false,
    });
    const early = await call('POST', `/api/admin/jobs/${job.id}/review`, 'admin', {
      decision: 'approve',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/waiting for verification/);

    const employers = await call('GET', '/api/admin/employers', 'admin');
    const waiting = employers
      .json<{ employers: EmployerProfile[] }>()
      .employers.find((row) => row.companyName === 'Lincoln Park Diner');
    expect(waiting).toMatchObject({ isVerified: false });
    // Only an admin verifies, and only once.
    const id = waiting?.id ?? 0;
    expect((await call('POST', `/api/admin/employers/${id}/verify`, 'dana')).statusCode).toBe(403);
    const verified = await call('POST', `/api/admin/employers/${id}/verify`, 'admin');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<EmployerProfile>()).toMatchObject({ isVerified: true });
    expect((await call('POST', `/api/admin/employers/${id}/verify`, 'admin')).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/employers/999999/verify', 'admin')).statusCode).toBe(
      404,
    );

    const approved = await call('POST', `/api/admin/jobs/${job.id}/review`, 'admin', {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const found = await call('GET', '/api/jobs?q=breakfast', 'client');
    expect(found.json<{ jobs: Job[] }>().jobs.map((row) => row.id)).toContain(job.id);
  });

  it('a rename after verification goes back to review under the same company id', async () => {
    const before = await call('GET', '/api/employer/company', 'dana');
    const id = before.json<EmployerCompany>().company?.id;
    const renamed = await call('PUT', '/api/employer/profile', 'dana', {
      companyName: 'Lincoln Park Diner & Grill',
    });
    expect(renamed.json<EmployerProfile>()).toMatchObject({
      id,
      isVerified: false,
      nameReviewPending: true,
      // Fields the profile form did not send are kept.
      ein: '42-1234567',
      waterlooEmployees: 22,
    });
    const verified = await call('POST', `/api/admin/employers/${id}/verify`, 'admin');
    expect(verified.json<EmployerProfile>()).toMatchObject({
      id,
      isVerified: true,
      nameReviewPending: false,
    });
  });

  it('a returned posting is edited and goes back for review; a draft is deleted', async () => {
    const draft = (await call('POST', '/api/employer/jobs', 'dana', posting)).json<Job>();
    await call('POST', `/api/employer/jobs/${draft.id}/status`, 'dana', { to: 'submitted' });
    const returned = await call('POST', `/api/admin/jobs/${draft.id}/review`, 'admin', {
      decision: 'return',
      note: 'Please state the shift times',
    });
    expect(returned.json<Job>()).toMatchObject({ status: 'draft' });

    // Someone else's posting is not there at all, to edit or to delete.
    const other = { ...posting, title: 'Line Cook (6am–2pm)' };
    expect(
      (await call('PUT', `/api/employer/jobs/${draft.id}`, 'demoEmployer', other)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/employer/jobs/${draft.id}`, 'demoEmployer')).statusCode,
    ).toBe(404);
    const bad = await call('PUT', `/api/employer/jobs/${draft.id}`, 'dana', {
      ...other,
      payMin: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.payMin?.[0]).toMatch(
      /\$7\.25/,
    );

    const edited = await call('PUT', `/api/employer/jobs/${draft.id}`, 'dana', other);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Job>()).toMatchObject({
      title: 'Line Cook (6am–2pm)',
      status: 'submitted',
      reviewNote: null,
    });
    // Submitted now: neither edited nor deleted until it is returned again.
    expect((await call('DELETE', `/api/employer/jobs/${draft.id}`, 'dana')).statusCode).toBe(409);

    const plain = (await call('POST', '/api/employer/jobs', 'dana', posting)).json<Job>();
    const saved = await call('PUT', `/api/employer/jobs/${plain.id}`, 'dana', other);
    // A plain draft stays a draft when edited: it is submitted only when its employer says so.
    expect(saved.json<Job>()).toMatchObject({ status: 'draft' });
    const deleted = await call('DELETE', `/api/employer/jobs/${plain.id}`, 'dana');
    expect(deleted.statusCode, deleted.body).toBe(204);
    const mine = await call('GET', '/api/employer/jobs', 'dana');
    expect(mine.json<{ jobs: Job[] }>().jobs.map((row) => row.id)).not.toContain(plain.id);
    expect((await call('DELETE', `/api/employer/jobs/${plain.id}`, 'dana')).statusCode).toBe(404);
  });
});
