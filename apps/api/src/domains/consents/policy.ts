import {
  CLIENT_ONLY_SCOPE,
  CONSENT_REVOKE_COOLING_HOURS,
  clientOnlyConsentScopes,
} from '@pathways/schemas';
import type { ConsentScope } from '@pathways/schemas';
import { HttpError } from '../../lib/http-error.js';
import type { Queryable } from '../../services/use-case-context.js';
import { findRecentRevocation } from './repository.js';

/**
 * Who may record, read and act on consents. Staff reach a client as domains/clients/policy.ts
 * says (clientWithinReach: own caseload, any for an admin, 404 otherwise); a client reaches only
 * their own consents. A disclosure to an employer needs an active consent naming that employer by id.
 */
const HOUR_MS = 60 * 60 * 1000;
export const COOLING_OFF_MESSAGE = `The client revoked this consent less than ${CONSENT_REVOKE_COOLING_HOURS} hours ago. To record it again, confirm with a reason (for example, how they asked for it).`;

/**
 * Staff may not record again, without a reason, a scope (for that employer) the client revoked in
 * the last day: a revocation is the client's word and is not undone by a quick re-entry.
 */
export async function checkCoolingOff(
  db: Queryable,
  consent: {
    clientId: number;
    scope: ConsentScope;
    employerId: number | null;
    overrideReason?: string | undefined;
  },
  now: Date,
): Promise<void> {
  if (consent.overrideReason !== undefined) return;
  const revoked = await findRecentRevocation(db, {
    clientId: consent.clientId,
    scope: consent.scope,
    employerId: consent.employerId,
    since: new Date(now.getTime() - CONSENT_REVOKE_COOLING_HOURS * HOUR_MS),
  });
  if (revoked) {
    throw new HttpError(409, COOLING_OFF_MESSAGE, { overrideReason: [COOLING_OFF_MESSAGE] });
  }
}

/**
 * Staff never record a scope only the client gives (issue 32 D12): the substance-use scope is the
 * client's own word, given in their portal. The schema refuses it too; this holds for any caller.
 */
export function assertStaffMayRecordScope(scope: ConsentScope): void {
  if (clientOnlyConsentScopes.includes(scope)) {
    throw new HttpError(403, CLIENT_ONLY_SCOPE, { scope: [CLIENT_ONLY_SCOPE] });
  }
}
