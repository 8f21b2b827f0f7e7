import type { Referral, RouteBody } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { findJob } from '../../jobs/repository.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { insertReferral } from '../referrals-repository.js';
import { findActiveEmployerConsent } from '../repository.js';
import { writeDisclosure } from './record-disclosure.js';

/**
 * A case worker refers a client to a published posting: a disclosure to the posting's employer,
 * under the client's active consent naming that employer by id.
 */
export async function referClient(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { clientId: number } & RouteBody<'POST /api/clients/:id/referrals'>,
): Promise<Referral> {
  await clientWithinReach(db, actor, input.clientId);
  const job = await findJob(db, input.jobId);
  if (!job || job.status !== 'published') {
    throw new HttpError(404, 'No such job', { jobId: ['Please choose a published job'] });
  }
  const consent = await findActiveEmployerConsent(db, input.clientId, job.employer_id, now);
  if (!consent) {
    throw new HttpError(
      409,
      `Not referred: the client has no active consent to share their details with ${job.company_name}. Record their consent first.`,
    );
  }
  return db.transaction().execute(async (trx) => {
    const disclosure = await writeDisclosure(trx, {
      clientId: input.clientId,
      consentId: consent.id,
      employerId: job.employer_id,
      recipient: job.company_name,
      purpose: `Referral to ${job.title}`,
      actorId: actor.id,
      now,
    });
    const row = await insertReferral(trx, {
      clientId: input.clientId,
      jobId: job.id,
      referredBy: actor.id,
      disclosureId: disclosure.id,
      note: input.note ?? null,
      now,
    });
    if (!row) throw new HttpError(409, 'This client is already referred to this job');
    return {
      id: row.id,
      jobId: row.job_id,
      clientId: row.client_id,
      disclosureId: row.disclosure_id,
      createdAt: row.created_at.toISOString(),
    };
  });
}
