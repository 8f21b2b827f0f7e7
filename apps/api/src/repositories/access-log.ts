import { insertAccessLogEntry } from '../domains/access-log/repository.js';
import type { Queryable } from '../services/transactions.js';

/*
 * Moved (issue 25): access_log is written by services/sealing.ts (opening a sealed field always
 * logs) through domains/access-log/repository.ts. This stays for the jobs routes being moved in
 * parallel; delete it once nothing imports it.
 */
export interface AccessRecord {
  actorId: number;
  at: Date;
  clientId?: number | undefined;
  fields: readonly string[];
  reason?: string | undefined;
}

export async function recordAccess(db: Queryable, access: AccessRecord): Promise<void> {
  await insertAccessLogEntry(db, {
    actorId: access.actorId,
    at: access.at,
    clientId: access.clientId ?? null,
    intakeSubmissionId: null,
    submission: null,
    fields: access.fields,
    reason: access.reason ?? null,
  });
}
