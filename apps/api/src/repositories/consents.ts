import { CONSENT_EXPIRES_SOON_DAYS } from '@pathways/schemas';
import type { Consent, ConsentBadge } from '@pathways/schemas';
import type { Selectable } from 'kysely';
import type { ConsentsTable } from '../db/database.js';
import type { Queryable } from '../services/transactions.js';

/*
 * The consent reads the client record shows, moved out of repositories/clients.ts (issue 25) for
 * the consents domain to take over; the clients domain only reads them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function consentBadge(
  consent: Pick<Selectable<ConsentsTable>, 'revoked_at' | 'expires_at'>,
  now: Date,
): ConsentBadge {
  if (consent.revoked_at) return 'revoked';
  if (consent.expires_at.getTime() <= now.getTime()) return 'expired';
  if (consent.expires_at.getTime() - now.getTime() <= CONSENT_EXPIRES_SOON_DAYS * DAY_MS)
    return 'expiresSoon';
  return 'active';
}

export function toConsent(row: Selectable<ConsentsTable>, now: Date): Consent {
  const scope = row.scope === 'employer' || row.scope === 'recovery' ? row.scope : 'program';
  return {
    id: row.id,
    scope,
    recipient: row.recipient,
    textVersion: row.text_version,
    givenAt: row.given_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    badge: consentBadge(row, now),
  };
}

export function listConsents(db: Queryable, clientId: number) {
  return db
    .selectFrom('consents')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
}

/** The consent of an accepted intake: the program consent the intake form asked for. */
export async function insertIntakeConsent(
  db: Queryable,
  consent: { clientId: number; textVersion: string; givenAt: Date; expiresAt: Date; by: number },
): Promise<void> {
  await db
    .insertInto('consents')
    .values({
      client_id: consent.clientId,
      scope: 'program',
      recipient: null,
      text_version: consent.textVersion,
      given_at: consent.givenAt,
      expires_at: consent.expiresAt,
      recorded_by: consent.by,
    })
    .execute();
}
