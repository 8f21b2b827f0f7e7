import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { limitConfig } from '../../lib/rate-limits.js';
import { runPeriodically } from '../../lib/run-periodically.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { LoginThrottle } from '../../repositories/login-failures.js';
import {
  findTakenFields,
  findUserByUsername,
  insertUser,
  toUser,
} from '../../repositories/users.js';
import { sessionExpiresAt } from '../../plugins/auth.js';

const INVALID_CREDENTIALS = 'Invalid username or password';
const tooManyFailures = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;
const LOGIN_FAILURE_PRUNE_INTERVAL_MS = 15 * 60 * 1000;
/** PostgreSQL's unique_violation: two registrations raced past the pre-check. */
const UNIQUE_VIOLATION = '23505';

export interface AuthRoutesOptions {
  rateLimits: RateLimits | null;
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

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
      const input = request.body;
      const taken = await findTakenFields(app.db, input.username, input.email);
      if (taken.username || taken.email) {
        throw new HttpError(
          409,
          taken.username
            ? 'That username is already taken'
            : 'An account with that email already exists',
          {
            ...(taken.username ? { username: ['That username is already taken'] } : {}),
            ...(taken.email ? { email: ['An account with that email already exists'] } : {}),
          },
        );
      }
      const password = await hashPassword(input.password);
      const row = await insertUser(app.db, {
        username: input.username,
        password,
        email: input.email,
        role: input.role,
        full_name: input.fullName,
        phone: null,
      }).catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new HttpError(409, 'That username or email is already taken');
        throw error;
      });
      if (row.role === 'client') {
        await app.db.insertInto('client_profiles').values({ user_id: row.id }).execute();
      }
      await app.signIn(request, row.id);
      return toUser(row);
    },
  );

  contractRoute(
    app,
    'POST /api/login',
    { config: limitConfig(rateLimits?.loginPerIp) },
    async (request, reply) => {
      const { username, password } = request.body;
      // Claimed before the password is checked, so concurrent guesses cannot outrun the count.
      const decision = await loginThrottle?.claim(username, request.ip, app.clock.now());
      if (decision && !decision.allowed) {
        void reply.header('retry-after', String(decision.retryAfterSeconds));
        throw new HttpError(429, tooManyFailures(decision.retryAfterSeconds));
      }
      const row = await findUserByUsername(app.db, username);
      const valid = row
        ? await verifyPassword(row.password, password)
        : (await burnPasswordCheck(password), false);
      // A deactivated account reads as a wrong password: the answer does not say it exists.
      if (!row || !valid || row.deactivated_at) throw new HttpError(401, INVALID_CREDENTIALS);
      await loginThrottle?.succeeded(username, request.ip);
      await app.signIn(request, row.id);
      return toUser(row);
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
