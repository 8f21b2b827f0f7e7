import type { Consent, RouteBody } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { findClient } from '../../clients/repository.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { findEmployer } from '../../jobs/employers-repository.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { insertConsent, toConsent } from '../repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_EMPLOYER = 'Please choose an employer from the list';

/**
 * The client gives, in the portal, a consent naming one employer: to share their details, or their
 * own substance-use scope (the only way that scope is ever given).
 */
export async function giveEmployerConsent(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: RouteBody<'POST /api/my/consents'>,
): Promise<Consent> {
  if (!(await findClient(db, actor.id))) throw new HttpError(404, 'You have no case file yet');
  const employer = await findEmployer(db, input.employerId);
  if (!employer) throw new HttpError(400, NO_EMPLOYER, { employerId: [NO_EMPLOYER] });
  return db.transaction().execute(async (trx) => {
    const row = await insertConsent(trx, {
      clientId: actor.id,
      scope: input.scope,
      employerId: employer.id,
      recipient: employer.company_name,
      textVersion: input.textVersion,
      givenAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      recordedBy: actor.id,
      obtainedBy: null,
      obtainedNote: null,
      overrideReason: null,
    });
    await recordTimelineEntry(trx, {
      clientId: actor.id,
      actorId: actor.id,
      at: now,
      action: 'consentGiven',
      changes: { [input.scope]: [null, employer.company_name] },
    });
    return toConsent(row, now);
  });
}
