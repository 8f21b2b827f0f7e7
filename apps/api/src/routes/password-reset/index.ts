import {
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
} from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { requestPasswordReset } from '../../domains/users/use-cases/request-password-reset.js';
import { checkResetLink, resetPassword } from '../../domains/users/use-cases/reset-password.js';
import type { Env } from '../../env.js';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { mailLanguageOf } from '../../lib/mail-language.js';
import { limitConfig } from '../../lib/rate-limits.js';
import type { RateLimits } from '../../lib/rate-limits.js';

export { hashResetToken } from '../../domains/users/reset-links.js';
/** Holds the token between the link check and the new password; sent to the reset routes only. */
export const RESET_COOKIE = 'pathways.reset';
const RESET_COOKIE_PATH = '/api/password-reset';

export interface PasswordResetRoutesOptions {
  env: Env;
  rateLimits: RateLimits | null;
}

/**
 * Forgotten passwords (issue 15): a one-time link by e-mail, valid for an hour, stored hashed;
 * the same answer whether or not the account exists; a new password ends every session.
 */
export default function passwordResetRoutes(
  app: FastifyInstance,
  { env, rateLimits }: PasswordResetRoutesOptions,
) {
  const config = limitConfig(rateLimits?.passwordResetPerIp);
  const perAccount = rateLimits?.passwordResetsPerAccount;
  const cookieOptions = {
    path: RESET_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: env.NODE_ENV === 'production',
  };

  contractRoute(app, 'POST /api/password-reset/request', { config }, async (request, reply) => {
    await requestPasswordReset(app.db, app.outbox, {
      email: request.body.email,
      language: mailLanguageOf(request),
      perAccount,
      log: request.log,
    });
    return reply.code(202).send({ message: PASSWORD_RESET_SENT_MESSAGE });
  });

  contractRoute(app, 'POST /api/password-reset/verify', { config }, async (request, reply) => {
    const { token } = request.body;
    const now = app.clock.now();
    const expiresAt = await checkResetLink(app.db, token, now);
    if (!expiresAt) throw new HttpError(410, PASSWORD_RESET_LINK_INVALID_MESSAGE);
    const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
    void reply.setCookie(RESET_COOKIE, token, { ...cookieOptions, maxAge });
    return { expiresAt: expiresAt.toISOString() };
  });

  contractRoute(app, 'POST /api/password-reset', { config }, async (request, reply) => {
    const token = request.cookies[RESET_COOKIE];
    if (!token) throw new HttpError(410, PASSWORD_RESET_LINK_INVALID_MESSAGE);
    const userId = await resetPassword(app.db, app.outbox, {
      token,
      password: request.body.password,
      language: mailLanguageOf(request),
    });
    void reply.clearCookie(RESET_COOKIE, cookieOptions);
    if (userId === undefined) throw new HttpError(410, PASSWORD_RESET_LINK_INVALID_MESSAGE);
    // This browser's own session too, should it be signed in (its row is gone; forget the cookie).
    if (request.session.userId !== undefined) await app.signOut(request, reply);
    return reply.code(204).send();
  });
}
