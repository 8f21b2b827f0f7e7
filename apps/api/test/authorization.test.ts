import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiContract } from '@pathways/schemas';
import type { ApiRouteKey, RouteAccess } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from './support/as-user.js';
import { backends, createTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * The server-side gate of every route in the contract, for a signed-out caller and each role: a new
 * route is covered the moment it is added to the contract. What a route does with a particular record
 * (404 for someone else's) is tested with that route.
 */
const callers = {
  'signed out': null,
  'demo-client': 'client',
  'demo-caseworker': 'caseWorker',
  'demo-admin': 'admin',
  'demo-employer': 'employer',
} as const;
type Caller = keyof typeof callers;

/** What the gate answers: the route runs ("admitted"), or 401 / 403 before anything is read. */
function expectedGate(access: RouteAccess, caller: Caller): 'admitted' | 401 | 403 {
  const role = callers[caller];
  if (access === 'public') return 'admitted';
  if (role === null) return 401;
  if (access === 'signed-in' || role === 'admin' || access.includes(role)) return 'admitted';
  return 403;
}

/**
 * Who may call each route, written here on its own so that a route whose contract grants too much is
 * caught. Typed as a record of every contract route: a new route does not compile until it has a row.
 */
const expectedAccess: Record<ApiRouteKey, RouteAccess> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/user': 'signed-in',
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'public',
  'GET /api/session': 'signed-in',
  'POST /api/session/refresh': 'signed-in',
  'POST /api/password-reset/request': 'public',
  'POST /api/password-reset/verify': 'public',
  'POST /api/password-reset': 'public',
  'POST /api/contact': 'public',
  'POST /api/client-intake': 'public',
  'POST /api/employer-partnership': 'public',
  'POST /api/volunteer-application': 'public',
  'POST /api/employer-onboarding': 'public',
  'POST /api/donations': 'public',
  'GET /api/simulation/cities': 'public',
  'POST /api/simulation/run': 'public',
  'GET /api/simulation/parameter-sets/:id': 'public',
  'GET /api/success-stories': 'public',
  'GET /api/success-stories/:id': 'public',
  'GET /api/dashboard/client': ['client'],
  'GET /api/dashboard/case-worker': ['caseWorker'],
  'GET /api/dashboard/admin': ['admin'],
  'GET /api/dashboard/employer': ['employer'],
  'GET /download/impact-report': 'public',
  'GET /api/outbox': ['admin'],
  'GET /api/outbox/:id': ['admin'],
  'POST /api/outbox/:id/retry': ['admin'],
  'GET /api/admin/users': ['admin'],
  'POST /api/admin/users': ['admin'],
  'PATCH /api/admin/users/:id': ['admin'],
  'GET /api/inbox': ['caseWorker'],
  'GET /api/inbox/:kind/:id': ['caseWorker'],
  'PATCH /api/inbox/:kind/:id': ['caseWorker'],
  'POST /api/inbox/:kind/:id/notes': ['caseWorker'],
  'POST /api/inbox/:kind/:id/reply': ['caseWorker'],
  'GET /api/inbox/:kind/:id/history': ['caseWorker'],
  'POST /api/inbox/clientIntake/:id/reveal': ['caseWorker'],
  'POST /api/inbox/volunteer/:id/reveal': ['caseWorker'],
  'POST /api/inbox/clientIntake/:id/accept': ['caseWorker'],
  'GET /api/clients': ['caseWorker'],
  'GET /api/clients/:id': ['caseWorker'],
  'PATCH /api/clients/:id': ['caseWorker'],
  'POST /api/clients/:id/sensitive': ['caseWorker'],
  'POST /api/clients/:id/invitation': ['caseWorker'],
  'POST /api/clients/:id/record-screenings': ['caseWorker'],
  'POST /api/record-clearing-screenings': 'public',
  'POST /api/inbox/recordClearing/:id/reveal': ['caseWorker'],
  'POST /api/clients/:id/notes': ['caseWorker'],
  'GET /api/clients/:id/notes': ['caseWorker'],
  'PATCH /api/clients/:id/notes/:noteId': ['caseWorker'],
  'POST /api/clients/:id/notes/:noteId/redact': ['caseWorker'],
  'GET /api/clients/:id/timeline': ['caseWorker'],
  'POST /api/clients/:id/appointments': ['caseWorker'],
  'PATCH /api/clients/:id/appointments/:appointmentId': ['caseWorker'],
  'POST /api/clients/:id/plan': ['caseWorker'],
  'POST /api/clients/:id/milestones': ['caseWorker'],
  'PATCH /api/clients/:id/milestones/:milestoneId': ['caseWorker'],
  'POST /api/clients/:id/consents': ['caseWorker'],
  'POST /api/clients/:id/disclosures': ['caseWorker'],
  'GET /api/my/case': ['client'],
  'GET /api/appointments': ['caseWorker'],
  'GET /api/my/caseload-report': ['caseWorker'],
  'POST /api/my/consents/:id/revoke': ['client'],
  'POST /api/my/consents': ['client'],
  'GET /api/employers/options': ['caseWorker', 'client'],
  'GET /api/consent-texts': 'signed-in',
  'GET /api/admin/employers': ['admin'],
  'POST /api/admin/employers/:id/name-review': ['admin'],
  'POST /api/admin/employers/:id/verify': ['admin'],
  'GET /api/employer/company': ['employer'],
  'POST /api/employer/company': ['employer'],
  'DELETE /api/employer/jobs/:id': ['employer'],
  'GET /api/employer/profile': ['employer'],
  'PUT /api/employer/profile': ['employer'],
  'GET /api/employer/jobs': ['employer'],
  'POST /api/employer/jobs': ['employer'],
  'PUT /api/employer/jobs/:id': ['employer'],
  'POST /api/employer/jobs/:id/status': ['employer'],
  'GET /api/admin/jobs': ['admin'],
  'POST /api/admin/jobs/:id/review': ['admin'],
  'GET /api/jobs': ['client', 'caseWorker'],
  'GET /api/jobs/:id': ['client', 'caseWorker'],
  'POST /api/jobs/:id/applications': ['client'],
  'GET /api/my/job-profile': ['client'],
  'PUT /api/my/job-profile': ['client'],
  'GET /api/my/matches': ['client'],
  'GET /api/my/applications': ['client'],
  'POST /api/my/applications/:id/withdraw': ['client'],
  'POST /api/my/applications/:id/interview-reply': ['client'],
  'GET /api/employer/applications': ['employer'],
  'POST /api/employer/applications/:id/status': ['employer'],
  'POST /api/employer/applications/:id/notes': ['employer'],
  'POST /api/employer/applications/:id/interview-times': ['employer'],
  'GET /api/employer/candidates': ['employer'],
  'GET /api/clients/:id/applications': ['caseWorker'],
  'POST /api/clients/:id/referrals': ['caseWorker'],
  'PATCH /api/my/profile': ['client'],
  'POST /api/my/appointments/:id/reschedule': ['client'],
  'GET /api/clients/:id/messages': ['caseWorker'],
  'POST /api/clients/:id/messages': ['caseWorker'],
  'POST /api/clients/:id/messages/read': ['caseWorker'],
  'GET /api/messages/unread': ['caseWorker'],
  'GET /api/my/messages': ['client'],
  'POST /api/my/messages': ['client'],
  'GET /api/my/messages/unread': ['client'],
  'POST /api/my/messages/read': ['client'],
  'GET /api/plan-template': ['caseWorker'],
  'PUT /api/plan-template': ['admin'],
  'GET /api/access-log': ['admin'],
  'GET /api/access-log.csv': ['admin'],
  'GET /api/clients/:id/placements': ['caseWorker'],
  'POST /api/employer/applications/:id/assessment': ['employer'],
  'GET /api/employer/applications/:id/assessment': ['employer'],
  'GET /api/my/assessments': ['client'],
  'POST /api/my/assessments/:id/answer': ['client'],
  'GET /api/clients/:id/assessments': ['caseWorker'],
  'GET /api/my/applications/:id/wotc-prescreen': ['client'],
  'PUT /api/my/applications/:id/wotc-prescreen': ['client'],
  'GET /api/clients/:id/wotc-prescreens': ['caseWorker'],
  'GET /api/employer/placement-tasks': ['employer'],
  'GET /api/clients/:id/placement-tasks': ['caseWorker'],
  'POST /api/placement-tasks/:id/done': ['employer', 'caseWorker'],
  'POST /api/clients/:id/program-enrollments': ['caseWorker'],
  'GET /api/follow-ups': ['caseWorker'],
  'PATCH /api/follow-ups/:id': ['caseWorker'],
  'GET /api/outcomes': ['admin'],
  'GET /api/outcomes/summary': 'public',
  'GET /api/outcomes.csv': ['admin'],
  'GET /api/outcomes/placements.csv': ['admin'],
  'GET /api/my/tasks': ['caseWorker'],
  'GET /api/my/mail-settings': 'signed-in',
  'PUT /api/my/mail-settings': 'signed-in',
  'GET /api/clients/:id/mail-settings': ['caseWorker'],
  'PUT /api/clients/:id/mail-settings': ['caseWorker'],
  'GET /api/my/calendar-feed': ['client', 'caseWorker'],
  'POST /api/my/calendar-feed': ['client', 'caseWorker'],
  'POST /api/my/calendar-feed/revoke': ['client', 'caseWorker'],
  'GET /api/calendar/:token.ics': 'public',
  'GET /api/clients/:id/appointments/:appointmentId.ics': ['caseWorker'],
  'GET /api/my/appointments/:id.ics': ['client'],
  'POST /api/admin/caseload-moves': ['admin'],
  'GET /api/admin/caseload-moves/:id.csv': ['admin'],
  'GET /api/clients/:id/documents': ['caseWorker'],
  'POST /api/clients/:id/documents': ['caseWorker'],
  'GET /api/my/documents': ['client'],
  'POST /api/my/documents': ['client'],
  'GET /api/documents/:documentId': 'signed-in',
  'GET /api/documents/:documentId/preview': 'signed-in',
  'DELETE /api/documents/:documentId': 'signed-in',
};

const routeKeys = Object.keys(apiContract).sort() as ApiRouteKey[];
const rows = routeKeys.flatMap((key) =>
  (Object.keys(callers) as Caller[]).map((caller) => [key, caller] as const),
);

describe.each(backends)('authorization of every contract route (%s)', (backend) => {
  let test: TestApp;
  const cookies = new Map<Caller, string>();
  const signInAs = async (caller: Caller) => {
    const role = callers[caller];
    if (role !== null) cookies.set(caller, await asUser(test.app, role));
  };

  beforeAll(async () => {
    test = await createTestApp(backend);
    for (const caller of Object.keys(callers) as Caller[]) await signInAs(caller);
  });
  afterAll(() => test.close());

  it.each(rows)('%s as %s', async (key, caller) => {
    const [method = 'GET', path = ''] = key.split(' ');
    const cookie = cookies.get(caller);
    const res = await test.app.inject({
      method: method as 'GET',
      // Any id will do: the gate answers before the record is looked up.
      url: path.replace(/:\w+/g, '1'),
      headers: cookie ? { cookie } : {},
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    // Signing out ends the caller's session; the next rows need a fresh one.
    if (key === 'POST /api/logout') await signInAs(caller);

    expect(apiContract[key].access).toEqual(expectedAccess[key]);
    const expected = expectedGate(expectedAccess[key], caller);
    if (expected === 'admitted') {
      expect([401, 403], `${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(
        res.statusCode,
      );
    } else {
      expect(res.statusCode).toBe(expected);
      expect(res.json()).toMatchObject({ statusCode: expected });
      expect(res.json()).not.toHaveProperty('fieldErrors');
    }
    expect(res.statusCode).toBeLessThan(500);
  });
});

/**
 * Outside the contract: the web plugin's `POST /*`, where a page's form lands when it is posted
 * before (or without) its script. Public by design for every caller, it reads no record, so there
 * is no owner to get wrong: it must answer everyone alike, with a redirect that carries no value,
 * and never reach into the API's paths.
 */
describe.each(backends)(
  'authorization of the no-JavaScript form fallback POST /* (%s)',
  (backend) => {
    let test: TestApp;
    const cookies = new Map<Caller, string>();
    const form = 'name=Jane+Doe&email=jane%40example.com&message=I+have+a+record';

    beforeAll(async () => {
      const webRoot = mkdtempSync(join(tmpdir(), 'pathways-web-'));
      writeFileSync(join(webRoot, 'spa.html'), '<div id="root"></div>');
      mkdirSync(join(webRoot, 'javascript-needed'));
      writeFileSync(join(webRoot, 'javascript-needed', 'index.html'), '<main id="main"></main>');
      test = await createTestApp(backend, { webRoot: `${webRoot}/` });
      for (const caller of Object.keys(callers) as Caller[]) {
        const role = callers[caller];
        if (role !== null) cookies.set(caller, await asUser(test.app, role));
      }
    });
    afterAll(() => test.close());

    const post = (url: string, caller: Caller, extra = '') => {
      const cookie = cookies.get(caller);
      return test.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
        payload: `${form}${extra}`,
      });
    };

    it.each(Object.keys(callers) as Caller[])('a page form posted as %s', async (caller) => {
      const res = await post('/contact', caller);
      expect(res.statusCode).toBe(303);
      expect(res.headers['location']).toBe('/javascript-needed');
      expect(res.body).toBe('');
    });

    it.each(Object.keys(callers) as Caller[])(
      'the contact form posted as %s is stored, like the public JSON route',
      async (caller) => {
        const res = await post('/contact', caller, '&form=contact&subject=Hello&consent=on');
        // Stored, then sent on to the confirmation, which names nobody in its URL.
        expect(res.statusCode).toBe(303);
        expect(res.headers['location']).toBe('/contact/sent');
        expect(String(res.headers['set-cookie'])).toMatch(/^pathways_contact_sent=PW-\d{4}-\d{6};/);
      },
    );

    it.each(Object.keys(callers) as Caller[])(
      'a form post to an API path as %s is not the fallback',
      async (caller) => {
        for (const url of ['/api/contact', '/api/admin/users', '/api/no-such-route']) {
          const res = await post(url, caller);
          expect(res.statusCode, url).not.toBe(303);
          expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, url).toBeLessThan(500);
        }
      },
    );
  },
);
