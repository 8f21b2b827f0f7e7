import { CONSENT_EXPIRES_SOON_DAYS, clientOnlyConsentScopes } from '@pathways/schemas';
import type {
  Consent,
  ConsentBadge,
  ConsentObtainedBy,
  ConsentScope,
  Disclosure,
  EmployerConsentScope,
} from '@pathways/schemas';
import type { Selectable } from 'kysely';
import type { ConsentsTable } from '../../db/database.js';
import type { Queryable } from '../../services/use-case-context.js';

/** Every query of `consents` and `disclosures` (referrals: referrals-repository.ts). */

const DAY_MS = 24 * 60 * 60 * 1000;
type ConsentRow = Selectable<ConsentsTable>;

export function consentBadge(
  consent: Pick<ConsentRow, 'revoked_at' | 'expires_at'>,
  now: Date,
): ConsentBadge {
  if (consent.revoked_at) return 'revoked';
  if (consent.expires_at.getTime() <= now.getTime()) return 'expired';
  if (consent.expires_at.getTime() - now.getTime() <= CONSENT_EXPIRES_SOON_DAYS * DAY_MS) {
    return 'expiresSoon';
  }
  return 'active';
}

export function toConsent(row: ConsentRow, now: Date): Consent {
  return {
    id: row.id,
    scope: row.scope,
    employerId: row.employer_id,
    recipient: row.recipient,
    textVersion: row.text_version,
    obtainedBy: row.obtained_by,
    obtainedNote: row.obtained_note,
    givenAt: row.given_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    badge: consentBadge(row, now),
  };
}

/**
 * The client's consent, in force at `now`, to share their details with the employer `employerId`,
 * or undefined. The employer is named by id only: a company that takes another's name gets nothing.
 * Every disclosure to an employer (a case worker's disclosure, a referral, an employer reading a
 * candidate) asks this one question.
 */
export function findActiveEmployerConsent(
  db: Queryable,
  clientId: number,
  employerId: number,
  now: Date,
  scope: EmployerConsentScope = 'employer',
): Promise<ConsentRow | undefined> {
  return (
    db
      .selectFrom('consents')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('scope', '=', scope)
      .where('employer_id', '=', employerId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      // A scope only the client gives counts only as the client gave it, whatever a row says.
      .$if(clientOnlyConsentScopes.includes(scope), (query) =>
        query.where('recorded_by', '=', clientId),
      )
      .orderBy('expires_at', 'desc')
      .executeTakeFirst()
  );
}

export interface NewConsent {
  clientId: number;
  scope: ConsentScope;
  employerId: number | null;
  recipient: string | null;
  textVersion: string;
  givenAt: Date;
  expiresAt: Date;
  recordedBy: number;
  obtainedBy: ConsentObtainedBy | null;
  obtainedNote: string | null;
  overrideReason: string | null;
}

export function insertConsent(db: Queryable, consent: NewConsent): Promise<ConsentRow> {
  return db
    .insertInto('consents')
    .values({
      client_id: consent.clientId,
      scope: consent.scope,
      employer_id: consent.employerId,
      recipient: consent.recipient,
      text_version: consent.textVersion,
      given_at: consent.givenAt,
      expires_at: consent.expiresAt,
      recorded_by: consent.recordedBy,
      obtained_by: consent.obtainedBy,
      obtained_note: consent.obtainedNote,
      override_reason: consent.overrideReason,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The latest revocation by the client of this scope (and employer) since `since`, if any. */
export function findRecentRevocation(
  db: Queryable,
  filter: { clientId: number; scope: ConsentScope; employerId: number | null; since: Date },
) {
  return db
    .selectFrom('consents')
    .select(['id', 'revoked_at'])
    .where('client_id', '=', filter.clientId)
    .where('scope', '=', filter.scope)
    .$if(filter.employerId !== null, (qb) => qb.where('employer_id', '=', filter.employerId ?? 0))
    .where('revoked_at', '>=', filter.since)
    .orderBy('revoked_at', 'desc')
    .executeTakeFirst();
}

export function findClientConsent(db: Queryable, consentId: number, clientId: number) {
  return db
    .selectFrom('consents')
    .selectAll()
    .where('id', '=', consentId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export function revokeConsent(db: Queryable, consentId: number, now: Date): Promise<ConsentRow> {
  return db
    .updateTable('consents')
    .set({ revoked_at: now })
    .where('id', '=', consentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Claims the consents that reached their expiry (and were not revoked) and have not had their lapse
 * recorded: the update itself claims them, so two API instances never record one lapse twice.
 */
export function claimLapsedConsents(db: Queryable, now: Date) {
  return db
    .updateTable('consents')
    .set({ lapse_recorded_at: now })
    .where('expires_at', '<=', now)
    .where('revoked_at', 'is', null)
    .where('lapse_recorded_at', 'is', null)
    .returning(['id', 'client_id', 'scope', 'recipient', 'expires_at'])
    .execute();
}

export interface NewDisclosure {
  clientId: number;
  consentId: number;
  employerId: number;
  /** The employer's name at this moment: the record keeps it whatever the company is called later. */
  recipient: string;
  purpose: string;
  actorId: number;
  now: Date;
}

export async function insertDisclosure(
  db: Queryable,
  disclosure: NewDisclosure,
): Promise<Disclosure> {
  const row = await db
    .insertInto('disclosures')
    .values({
      client_id: disclosure.clientId,
      consent_id: disclosure.consentId,
      employer_id: disclosure.employerId,
      recipient: disclosure.recipient,
      purpose: disclosure.purpose,
      disclosed_by: disclosure.actorId,
      disclosed_at: disclosure.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    recipient: row.recipient,
    employerId: row.employer_id,
    purpose: row.purpose,
    consentId: row.consent_id,
    disclosedAt: row.disclosed_at.toISOString(),
  };
}

/** Every consent of a client, oldest first (the record and the client's own page). */
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
