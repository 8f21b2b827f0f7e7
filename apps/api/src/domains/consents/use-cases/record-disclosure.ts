import type { Disclosure, RouteBody } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.js';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { findEmployer } from '../../jobs/employers-repository.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { findActiveEmployerConsent, insertDisclosure } from '../repository.js';
import type { NewDisclosure } from '../repository.js';

/** Records what was shared, with whom (the name at that moment), why and under which consent, on the timeline too. */
export async function writeDisclosure(
  trx: Transaction<Database>,
  disclosure: NewDisclosure,
): Promise<Disclosure> {
  const recorded = await insertDisclosure(trx, disclosure);
  await recordTimelineEntry(trx, {
    clientId: disclosure.clientId,
    actorId: disclosure.actorId,
    at: disclosure.now,
    action: 'disclosed',
    changes: { [disclosure.recipient]: [null, disclosure.purpose] },
  });
  return recorded;
}

/** A case worker shares the client's details with an employer, under an active consent naming it by id. */
export async function recordDisclosure(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { clientId: number } & RouteBody<'POST /api/clients/:id/disclosures'>,
): Promise<Disclosure> {
  await clientWithinReach(db, actor, input.clientId);
  const employer = await findEmployer(db, input.employerId);
  const consent =
    employer && (await findActiveEmployerConsent(db, input.clientId, employer.id, now));
  if (!employer || !consent) {
    throw new HttpError(
      422,
      `Not shared: the client has no active consent to share their details with ${employer?.company_name ?? 'this employer'}`,
    );
  }
  return db.transaction().execute((trx) =>
    writeDisclosure(trx, {
      clientId: input.clientId,
      consentId: consent.id,
      employerId: employer.id,
      recipient: employer.company_name,
      purpose: input.purpose,
      actorId: actor.id,
      now,
    }),
  );
}
