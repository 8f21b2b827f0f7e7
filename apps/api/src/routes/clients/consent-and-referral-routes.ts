import type { User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { clientWithinReach } from '../../domains/clients/policy.js';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { recordClientEvent, toConsent } from '../../repositories/clients.js';
import { findActiveEmployerConsent, recordDisclosure } from '../../services/consents.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Consents and disclosures of a client (issue 13), as they were in routes/clients/index.ts: kept
 * together for the consents domain to take over (issue 25).
 */
export function registerConsentAndReferralRoutes(app: FastifyInstance): void {
  const clientFor = (user: User, clientId: number) => clientWithinReach(app.db, user, clientId);

  contractRoute(app, 'POST /api/clients/:id/consents', {}, async ({ params, body, user }) => {
    await clientFor(user, params.id);
    const now = app.clock.now();
    return app.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('consents')
        .values({
          client_id: params.id,
          scope: body.scope,
          recipient: body.recipient ?? null,
          text_version: body.textVersion,
          given_at: now,
          expires_at: new Date(now.getTime() + body.expiresInDays * DAY_MS),
          recorded_by: user.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordClientEvent(trx, {
        clientId: params.id,
        actorId: user.id,
        at: now,
        action: 'consentGiven',
        changes: { [body.scope]: [null, body.recipient ?? body.scope] },
      });
      return toConsent(row, now);
    });
  });

  contractRoute(app, 'POST /api/clients/:id/disclosures', {}, async ({ params, body, user }) => {
    await clientFor(user, params.id);
    const now = app.clock.now();
    const consent = await findActiveEmployerConsent(app.db, params.id, body.recipient, now);
    if (!consent) {
      throw new HttpError(
        422,
        `Not shared: the client has no active consent to share their details with ${body.recipient}`,
      );
    }
    return app.db.transaction().execute((trx) =>
      recordDisclosure(trx, {
        clientId: params.id,
        consentId: consent.id,
        recipient: body.recipient,
        purpose: body.purpose,
        actorId: user.id,
        now,
      }),
    );
  });

  contractRoute(app, 'POST /api/my/consents/:id/revoke', {}, async ({ params, user }) => {
    const now = app.clock.now();
    return app.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('consents')
        .selectAll()
        .where('id', '=', params.id)
        .where('client_id', '=', user.id)
        .executeTakeFirst();
      if (!before) throw new HttpError(404, 'No such consent');
      if (before.revoked_at) return toConsent(before, now);
      const row = await trx
        .updateTable('consents')
        .set({ revoked_at: now })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordClientEvent(trx, {
        clientId: user.id,
        actorId: user.id,
        at: now,
        action: 'consentRevoked',
        changes: { [before.scope]: [before.recipient ?? before.scope, null] },
      });
      return toConsent(row, now);
    });
  });
}
