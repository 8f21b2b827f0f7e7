import type { Consent } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { findClientConsent, revokeConsent as revoke, toConsent } from '../repository.js';

/** The client revokes one of their consents, at once; revoking it again changes nothing. */
export async function revokeConsent(
  { db, now }: UseCaseContext,
  actor: Actor,
  consentId: number,
): Promise<Consent> {
  return db.transaction().execute(async (trx) => {
    const before = await findClientConsent(trx, consentId, actor.id);
    if (!before) throw new HttpError(404, 'No such consent');
    if (before.revoked_at) return toConsent(before, now);
    const row = await revoke(trx, before.id, now);
    await recordTimelineEntry(trx, {
      clientId: actor.id,
      actorId: actor.id,
      at: now,
      action: 'consentRevoked',
      changes: { [before.scope]: [before.recipient ?? before.scope, null] },
    });
    return toConsent(row, now);
  });
}
