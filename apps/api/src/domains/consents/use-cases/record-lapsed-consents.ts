import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { claimLapsedConsents } from '../repository.js';

/** How often the API looks for consents that lapsed: an hour late is soon enough for a badge. */
export const CONSENT_LAPSE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Writes each consent that reached its expiry (and was not revoked) on its client's timeline, once:
 * the badge says Expired from the dates alone, and this gives the lapse a place in the history an
 * auditor reads. Disclosures never needed it: they check the expiry themselves. Answers how many
 * lapses it recorded.
 * @example
 * await recordLapsedConsents(app.db, app.clock.now()); // 2
 */
export async function recordLapsedConsents(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lapsed = await claimLapsedConsents(trx, now);
    for (const consent of lapsed) {
      await recordTimelineEntry(trx, {
        clientId: consent.client_id,
        actorId: null,
        at: now,
        action: 'consentExpired',
        changes: { [consent.recipient ?? consent.scope]: ['active', 'expired'] },
      });
    }
    return lapsed.length;
  });
}
