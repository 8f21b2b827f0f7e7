import type { UserRole } from '@pathways/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The demo seed's shared password (src/db/seed/demo/accounts.ts). */
export const DEMO_PASSWORD = 'pathways-demo';

/** The demo account of each role. */
export const demoUsernames: Record<UserRole, string> = {
  client: 'demo-client',
  caseWorker: 'demo-caseworker',
  admin: 'demo-admin',
  employer: 'demo-employer',
};

/** The session cookie of a response, as a `name=value` pair for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const session = cookies.find((cookie) => /^(__Host-)?pathways\.sid=/.test(cookie));
  if (!session) throw new Error(`no session cookie in response ${response.statusCode}`);
  return session.split(';', 1)[0] ?? '';
}

/** `POST /api/login` as it is, for tests that look at the answer (wrong passwords, throttling). */
export function attemptSignIn(
  app: FastifyInstance,
  username: string,
  password: string,
  request: { remoteAddress?: string; cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
    ...(request.cookie ? { headers: { cookie: request.cookie } } : {}),
    payload: { username, password },
  });
}

/** Signs `username` in and returns the session cookie; a failed sign-in fails the test. */
export async function signInAs(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await attemptSignIn(app, username, password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}

/** The session cookie of the demo account of `role`. */
export function asUser(app: FastifyInstance, role: UserRole): Promise<string> {
  return signInAs(app, demoUsernames[role]);
}
