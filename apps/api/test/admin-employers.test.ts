import type { AdminEmployers, EmployerProfile } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAs } from './support/as-user.js';
import { backends, createTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Admin › Employers (issues 25 H-2, 29 and 32 D15): an admin lists every company with its verified
 * badge, sees a renamed one waiting for name review first, and approves the new name. Nobody else
 * reads the list.
 */
describe.each(backends)('Admin › Employers (%s)', (backend) => {
  let test: TestApp;
  const cookies: Record<string, string> = {};
  const list = (cookie?: string) =>
    test.app.inject({
      method: 'GET',
      url: '/api/admin/employers',
      headers: cookie ? { cookie } : {},
    });
  const employersSeenByAdmin = async () => {
    const res = await list(cookies.admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminEmployers>().employers;
  };

  beforeAll(async () => {
    test = await createTestApp(backend);
    for (const role of ['admin', 'caseWorker', 'client', 'employer'] as const) {
      cookies[role] = await asUser(test.app, role);
    }
    cookies.hawkeye = await signInAs(test.app, 'hawkeye-foods');
  });
  afterAll(() => test.close());

  it('an admin sees every company with its badge; a renamed one waits for review first', async () => {
    const before = await employersSeenByAdmin();
    const names = before.map((employer) => employer.companyName);
    // By name while none waits for review.
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(
      expect.arrayContaining([
        'Cedar Valley Manufacturing',
        'Hawkeye Foods',
        'Riverbend Logistics',
      ]),
    );
    expect(before.some((employer) => employer.nameReviewPending)).toBe(false);

    const renamed = await test.app.inject({
      method: 'PUT',
      url: '/api/employer/profile',
      headers: { cookie: cookies.hawkeye ?? '' },
      payload: { companyName: 'Acme Hawkeye Kitchens' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const pending = await employersSeenByAdmin();
    expect(pending[0]).toMatchObject({
      companyName: 'Acme Hawkeye Kitchens',
      isVerified: false,
      nameReviewPending: true,
    });

    const approved = await test.app.inject({
      method: 'POST',
      url: `/api/admin/employers/${pending[0]?.id}/name-review`,
      headers: { cookie: cookies.admin ?? '' },
    });
    expect(approved.json<EmployerProfile>()).toMatchObject({
      isVerified: true,
      nameReviewPending: false,
    });
    const after = await employersSeenByAdmin();
    expect(after.find((employer) => employer.id === pending[0]?.id)).toMatchObject({
      companyName: 'Acme Hawkeye Kitchens',
      isVerified: true,
      nameReviewPending: false,
    });
  });

  it.each(['caseWorker', 'client', 'employer'] as const)('a %s is refused (403)', async (role) => {
    const res = await list(cookies[role]);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Hawkeye');
  });

  it('a signed-out caller is refused (401)', async () => {
    const res = await list();
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Hawkeye');
  });
});
