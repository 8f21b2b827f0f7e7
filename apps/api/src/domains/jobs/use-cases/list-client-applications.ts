import type { ClientReferral, RouteSuccess } from '@pathways/schemas';
import type { Actor, Queryable } from '../../../services/use-case-context.js';
import { listApplications, withHistories } from '../applications-repository.js';
import { clientWithinReach } from '../../clients/policy.js';
import { listClientReferrals } from '../../consents/referrals-repository.js';

/** A case worker's client's applications and referrals (404 outside the caseload). */
export async function listClientApplications(
  db: Queryable,
  actor: Actor,
  clientId: number,
): Promise<RouteSuccess<'GET /api/clients/:id/applications'>> {
  await clientWithinReach(db, actor, clientId);
  const applications = await withHistories(db, await listApplications(db, { clientId }), true);
  const referrals = (await listClientReferrals(db, clientId)).map((row): ClientReferral => ({
    id: row.id,
    job: { id: row.job_id, title: row.title, companyName: row.company_name },
    referredAt: row.created_at.toISOString(),
    applicationStatus: row.application_status,
  }));
  return { applications, referrals };
}
