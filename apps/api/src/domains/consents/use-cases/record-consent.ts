import { portalPaths } from '@pathways/schemas';
import type { Consent, RouteBody } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import { findEmployer } from '../../jobs/employers-repository.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { assertStaffMayRecordScope, checkCoolingOff } from '../policy.js';
import { insertConsent, toConsent } from '../repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_EMPLOYER = 'Please choose an employer from the list';

/**
 * Staff record a consent the client gave: on a known text version, saying how it was obtained, naming
 * an employer by id. The client is e-mailed that it was recorded (and sees it on their page), and a
 * scope they revoked in the last day needs a reason.
 */
export async function recordConsent(
  { db, now, outbox }: UseCaseContext,
  actor: Actor,
  input: { clientId: number } & RouteBody<'POST /api/clients/:id/consents'>,
): Promise<Consent> {
  const client = await clientWithinReach(db, actor, input.clientId);
  assertStaffMayRecordScope(input.scope);
  const employer =
    input.scope === 'employer' ? await findEmployer(db, input.employerId ?? 0) : null;
  if (input.scope === 'employer' && !employer) {
    throw new HttpError(400, NO_EMPLOYER, { employerId: [NO_EMPLOYER] });
  }
  const employerId = employer?.id ?? null;
  await checkCoolingOff(db, { ...input, employerId }, now);
  return db.transaction().execute(async (trx) => {
    const row = await insertConsent(trx, {
      clientId: input.clientId,
      scope: input.scope,
      employerId,
      recipient: employer?.company_name ?? null,
      textVersion: input.textVersion,
      givenAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      recordedBy: actor.id,
      obtainedBy: input.obtainedBy,
      obtainedNote: input.obtainedNote ?? null,
      overrideReason: input.overrideReason ?? null,
    });
    await recordTimelineEntry(trx, {
      clientId: input.clientId,
      actorId: actor.id,
      at: now,
      action: 'consentGiven',
      changes: { [input.scope]: [null, employer?.company_name ?? input.scope] },
    });
    await enqueueMessage(trx, outbox, {
      to: client.email,
      message: {
        template: 'consentRecorded',
        data: {
          name: client.full_name,
          caseWorkerName: actor.fullName,
          // Where the client reads their consents; the e-mail links there and says nothing more.
          link: outbox.link(portalPaths.clientConsents),
        },
      },
    });
    return toConsent(row, now);
  });
}
