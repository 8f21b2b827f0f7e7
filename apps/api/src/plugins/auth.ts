import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.js';
import { runPeriodically } from '../lib/run-periodically.js';
import { findUserById, toUser } from '../domains/users/repository.js';
import type { User } from '../domains/users/repository.js';
import { KyselySessionStore } from '../session/kysely-session-store.js';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** Epoch ms: the sign-in ends here however active the user is (absolute timeout). */
    absoluteExpiresAt?: number;
    /** Epoch ms: the sign-in ends here unless the user does something first (idle timeout). */
    idleExpiresAt?: number;
  }
  interface FastifyRequest {
    /** The signed-in user, loaded once per request; null when signed out or timed out. */
    user: User | null;
  }
  interface FastifyInstance {
    /** Starts a fresh session for a user: a new id (the old one is destroyed) and fresh timeouts. */
    signIn(request: FastifyRequest, userId: number): Promise<void>;
    /** Ends the session: its row is deleted and the browser told to forget the cookie. */
    signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Pushes the idle deadline out again (never past the absolute one). */
    extendSession(request: FastifyRequest): void;
  }
}

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Activity within this long of the last extension does not rewrite the session row again. */
const IDLE_EXTENSION_GRANULARITY_MS = 60 * 1000;
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;
const SESSION_ID_BYTES = 32;
/** Paths where a request only reads the session state and must not count as user activity. */
const PASSIVE_PATHS = new Set(['/api/session']);

/** In production the cookie is Secure and `__Host-` prefixed, so no subdomain or plain-HTTP page can set it. */
export function sessionCookieName(env: Pick<Env, 'NODE_ENV'>): string {
  return env.NODE_ENV === 'production' ? '__Host-pathways.sid' : 'pathways.sid';
}

/**
 * A cookie scripts may read that says only "a session may exist" (issue 12): set at sign-in,
 * cleared at sign-out and when a session is found expired, so a signed-out visitor's page never
 * asks GET /api/user (whose 401 would be logged to the console). It holds no id and grants nothing.
 */
export const PRESENCE_COOKIE = 'pathways.signed-in';

export interface AuthPluginOptions {
  env: Env;
}

/** The session's end: the earlier of its idle and absolute deadlines. */
export function sessionExpiresAt(session: {
  idleExpiresAt?: number;
  absoluteExpiresAt?: number;
}): Date {
  const fallback = Date.now() + IDLE_TIMEOUT_MS;
  return new Date(
    Math.min(session.idleExpiresAt ?? fallback, session.absoluteExpiresAt ?? fallback),
  );
}

export default fp<AuthPluginOptions>(
  async function auth(app: FastifyInstance, { env }) {
    const production = env.NODE_ENV === 'production';
    // Production requires SESSION_SECRET (env.ts); elsewhere a fixed development secret lets sign-ins
    // survive restarts and be shared by several instances on one database.
    const secret = env.SESSION_SECRET ?? DEV_SESSION_SECRET;
    const store = new KyselySessionStore(app.db, { expiresAt: sessionExpiresAt });

    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret,
      cookieName: sessionCookieName(env),
      store,
      saveUninitialized: false,
      // Idle and absolute timeouts are enforced here from the session data, not by cookie expiry.
      rolling: false,
      idGenerator: () => randomBytes(SESSION_ID_BYTES).toString('base64url'),
      cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: production },
    });

    runPeriodically(app, {
      every: PRUNE_INTERVAL_MS,
      task: () => store.prune(),
      name: 'session prune',
    });

    app.decorateRequest('user', null);
    // Before validation, so a route's access check (contract-route.ts) runs before anything the
    // caller sent is read: a stranger learns nothing from a route's validation messages.
    app.addHook('preValidation', async (request) => {
      const session = request.session as FastifyRequest['session'] | null | undefined;
      const userId = session?.userId;
      // Only API calls need the user; static files and pages skip the lookup.
      if (!session || userId === undefined || !request.url.startsWith('/api/')) return;
      const now = Date.now();
      if (now >= sessionExpiresAt(session).getTime()) {
        await session.destroy();
        return;
      }
      const row = await findUserById(app.db, userId);
      // Deactivation deletes the sessions too; this also covers one saved by a request in flight.
      if (!row || row.deactivated_at) {
        await session.destroy();
        return;
      }
      request.user = toUser(row);
      const path = request.url.split('?', 1)[0] ?? '';
      const extended = Math.min(now + IDLE_TIMEOUT_MS, session.absoluteExpiresAt ?? now);
      if (
        !PASSIVE_PATHS.has(path) &&
        extended - (session.idleExpiresAt ?? 0) > IDLE_EXTENSION_GRANULARITY_MS
      ) {
        session.idleExpiresAt = extended;
      }
    });

    app.decorate('signIn', async (request: FastifyRequest, userId: number) => {
      await request.session.regenerate();
      const now = Date.now();
      request.session.userId = userId;
      request.session.absoluteExpiresAt = now + ABSOLUTE_TIMEOUT_MS;
      request.session.idleExpiresAt = now + IDLE_TIMEOUT_MS;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) return payload;
      const session = request.session as FastifyRequest['session'] | null | undefined;
      const signedIn = session?.userId !== undefined;
      // A request refused before its cookies were read (a cross-site write) has none.
      const cookies = request.cookies as FastifyRequest['cookies'] | null | undefined;
      const present = cookies?.[PRESENCE_COOKIE] !== undefined;
      if (signedIn && !present) {
        reply.setCookie(PRESENCE_COOKIE, '1', {
          path: '/',
          httpOnly: false,
          sameSite: 'lax',
          secure: production,
          expires: sessionExpiresAt({
            idleExpiresAt: session.absoluteExpiresAt,
            absoluteExpiresAt: session.absoluteExpiresAt,
          }),
        });
      } else if (!signedIn && present) {
        reply.clearCookie(PRESENCE_COOKIE, { path: '/', sameSite: 'lax', secure: production });
      }
      return payload;
    });

    const cookieName = sessionCookieName(env);
    app.decorate('signOut', async (request: FastifyRequest, reply: FastifyReply) => {
      const session = request.session as FastifyRequest['session'] | null;
      if (session?.userId !== undefined) await session.destroy();
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: production,
      });
    });

    app.decorate('extendSession', (request: FastifyRequest) => {
      const now = Date.now();
      request.session.idleExpiresAt = Math.min(
        now + IDLE_TIMEOUT_MS,
        request.session.absoluteExpiresAt ?? now,
      );
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** Development only: a fixed secret so sign-ins survive `pnpm dev` restarts; production must set its own. */
const DEV_SESSION_SECRET = 'pathways-development-secret-not-for-production-use';
