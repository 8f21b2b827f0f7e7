import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { limitConfig } from '../../lib/rate-limits.js';
import { runPeriodically } from '../../lib/run-periodically.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { LoginThrottle } from '../../domains/users/login-throttle.js';
import { checkCredentials } from '../../domains/users/use-cases/check-credentials.js';
import { signInName } from '../../domains/users/use-cases/sign-in-name.js';
import { mailLanguageOf } from '../../lib/mail-language.js';
import { registerUser } from '../../domains/users/use-cases/register-user.js';
import { sessionExpiresAt } from '../../plugins/auth.js';

const INVALID_CREDENTIALS = 'Invalid username or password';
const tooManyFailures = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;
const LOGIN_FAILURE_PRUNE_INTERVAL_MS = 15 * 60 * 1000;

export interface AuthRoutesOptions {
  rateLimits: RateLimits | null;
}

export { isUniqueViolation } from '../../domains/users/policy.js';

export default function authRoutes(app: FastifyInstance, { rateLimits }: AuthRoutesOptions) {
  const loginThrottle = rateLimits ? new LoginThrottle(app.db, rateLimits.loginThrottle) : null;
  if (loginThrottle) {
    runPeriodically(app, {
      every: LOGIN_FAILURE_PRUNE_INTERVAL_MS,
      task: () => loginThrottle.prune(app.clock.now()),
      name: 'login failure prune',
    });
  }

  contractRoute(
    app,
    'POST /api/register',
    { config: limitConfig(rateLimits?.forms) },
    async (request) => {
      const user = await registerUser(app.db, request.body, mailLanguageOf(request));
      await app.signIn(request, user.id);
      return user;
    },
  );

  contractRoute(
    app,
    'POST /api/login',
    { config: limitConfig(rateLimits?.loginPerIp) },
    async (request, reply) => {
      const { password } = request.body;
      const username = await signInName(app.db, request.body.username);
      // Claimed before the password is checked, so concurrent guesses cannot outrun the count.
      const decision = await loginThrottle?.claim(username, request.ip, app.clock.now());
      if (decision && !decision.allowed) {
        void reply.header('retry-after', String(decision.retryAfterSeconds));
        throw new HttpError(429, tooManyFailures(decision.retryAfterSeconds));
      }
      const user = await checkCredentials(app.db, username, password);
      if (!user) throw new HttpError(401, INVALID_CREDENTIALS);
      await loginThrottle?.succeeded(username, request.ip);
      await app.signIn(request, user.id);
      return user;
    },
  );

  contractRoute(app, 'POST /api/logout', {}, async (request, reply) => {
    await app.signOut(request, reply);
    return reply.code(204).send();
  });

  contractRoute(app, 'GET /api/user', {}, (request) => request.user);

  // For the session-timeout warning (WCAG 2.2.1): reading does not extend, refreshing does.
  contractRoute(app, 'GET /api/session', {}, (request) => {
    return { expiresAt: sessionExpiresAt(request.session).toISOString() };
  });

  contractRoute(app, 'POST /api/session/refresh', {}, (request) => {
    app.extendSession(request);
    return { expiresAt: sessionExpiresAt(request.session).toISOString() };
  });
}
