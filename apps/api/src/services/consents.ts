import type { Disclosure } from '@pathways/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ConsentsTable, Database } from '../db/database.js';
import { recordClientEvent } from '../repositories/clients.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * The client's consent, in force at `now`, to share their details with the employer named
 * `recipient` (compared without regard to case), or undefined. Every disclosure to an employer (a
 * case worker's disclosure, a referral, an employer reading a candidate) asks this one question.
 */
export function findActiveEmployerConsent(
  db: Queryable,
  clientId: number,
  recipient: string,
  now: Date,
): Promise<Selectable<ConsentsTable> | undefined> {
  return db
    .selectFrom('consents')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('scope', '=', 'employer')
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', recipient.toLowerCase()))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
}

export interface NewDisclosure {
  clientId: number;
  consentId: number;
  recipient: string;
  purpose: string;
  actorId: number;
  now: Date;
}

/** Records what was shared, with whom, why and under which consent, and puts it on the client's timeline. */
export async function recordDisclosure(
  trx: Transaction<Database>,
  disclosure: NewDisclosure,
): Promise<Disclosure> {
  const row = await trx
    .insertInto('disclosures')
    .values({
      client_id: disclosure.clientId,
      consent_id: disclosure.consentId,
      recipient: disclosure.recipient,
      purpose: disclosure.purpose,
      disclosed_by: disclosure.actorId,
      disclosed_at: disclosure.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordClientEvent(trx, {
    clientId: disclosure.clientId,
    actorId: disclosure.actorId,
    at: disclosure.now,
    action: 'disclosed',
    changes: { [disclosure.recipient]: [null, disclosure.purpose] },
  });
  return {
    id: row.id,
    recipient: row.recipient,
    purpose: row.purpose,
    consentId: row.consent_id,
    disclosedAt: row.disclosed_at.toISOString(),
  };
}
