import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_RESET_VALID_MINUTES,
} from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env.js';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { limitConfig } from '../../lib/rate-limits.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import {
  consumeResetToken,
  countResetTokensSince,
  findUsableResetToken,
  insertResetToken,
} from '../../repositories/password-resets.js';
import { findUserByEmail, findUserById } from '../../repositories/users.js';
import { localizedPath, mailLanguageOf } from '../../lib/mail-language.js';
import { enqueueMessage } from '../../services/outbox.js';
import { endSessionsOfUser } from '../../session/kysely-session-store.js';

const MINUTE_MS = 60_000;
const TOKEN_BYTES = 32;
/** The page the e-mailed link opens; the token rides in the fragment, which no server or Referer sees. */
export const RESET_PAGE_PATH = '/auth/reset-password';
/** Holds the token between the link check and the new password; sent to the reset routes only. */
export const RESET_COOKIE = 'pathways.reset';
const RESET_COOKIE_PATH = '/api/password-reset';

/** Only a hash is stored: a copy of the database resets nobody's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

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
    const { body, log } = request;
    const language = mailLanguageOf(request);
    const now = app.clock.now();
    const user = await findUserByEmail(app.db, body.email);
    const overLimit =
      user && perAccount
        ? (await countResetTokensSince(
            app.db,
            user.id,
            new Date(now.getTime() - perAccount.timeWindow),
          )) >= perAccount.max
        : false;
    if (user && overLimit) {
      log.info({ userId: user.id }, 'password reset not sent: the account had enough this hour');
    } else if (user) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * MINUTE_MS);
      await app.db.transaction().execute(async (trx) => {
        await insertResetToken(trx, {
          userId: user.id,
          tokenHash: hashResetToken(token),
          createdAt: now,
          expiresAt,
        });
        await enqueueMessage(trx, app.outbox, {
          to: user.email,
          message: {
            template: 'passwordReset',
            data: {
              name: user.full_name,
              username: user.username,
              // The reset page in the language of the page that asked for it.
              link: app.outbox.link(`${localizedPath(RESET_PAGE_PATH, language)}#token=${token}`),
              validMinutes: PASSWORD_RESET_VALID_MINUTES,
            },
          },
          secrets: [token],
          sendBefore: expiresAt,
          language,
        });
      });
    }
    return reply.code(202).send({ message: PASSWORD_RESET_SENT_MESSAGE });
  });

  contractRoute(app, 'POST /api/password-reset/verify', { config }, async (request, reply) => {
    const { token } = request.body;
    const usable = await findUsableResetToken(app.db, hashResetToken(token), app.clock.now());
    if (!usable) throw new HttpError(410, PASSWORD_RESET_LINK_INVALID_MESSAGE);
    const maxAge = Math.max(
      1,
      Math.floor((usable.expiresAt.getTime() - app.clock.now().getTime()) / 1000),
    );
    void reply.setCookie(RESET_COOKIE, token, { ...cookieOptions, maxAge });
    return { expiresAt: usable.expiresAt.toISOString() };
  });

  contractRoute(app, 'POST /api/password-reset', { config }, async (request, reply) => {
    const token = request.cookies[RESET_COOKIE];
    if (!token) throw new HttpError(410, PASSWORD_RESET_LINK_INVALID_MESSAGE);
    const password = await hashPassword(request.body.password);
    const now = app.clock.now();
    const userId = await app.db.transaction().execute(async (trx) => {
      const owner = await consumeResetToken(trx, hashResetToken(token), now);
      if (owner === undefined) return undefined;
      await trx.updateTable('users').set({ password }).where('id', '=', owner).execute();
      await endSessionsOfUser(trx, owner);
      const user = await findUserById(trx, owner);
      if (user) {
        await enqueueMessage(trx, app.outbox, {
          to: user.email,
          message: {
            template: 'passwordChanged',
            data: { name: user.full_name, username: user.username },
          },
          language: mailLanguageOf(request),
        });
      }
      return owner;
    });
    void reply.clearCookie(RESET_COOKIE, cookieOptions);
    if (userId === undefined) throw new HttpError(410, PASSWORD_RESET_LINK_INVALID_MESSAGE);
    // This browser's own session too, should it be signed in (its row is gone; forget the cookie).
    if (request.session.userId !== undefined) await app.signOut(request, reply);
    return reply.code(204).send();
  });
}
