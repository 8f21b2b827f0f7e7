import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Session cookies of the three people who open a client's record to an employer. */
export interface OfferParties {
  worker: string;
  employer: string;
  client: string;
}

/**
 * What must happen before an employer may see a client's declared record (issue 29, Waterloo's
 * timing rule): the case worker records the employer-sharing consent and refers the client to the
 * job, and the employer makes a conditional offer on the application the referral made. Each step
 * must succeed; the consent's id and the application at "Conditional offer" are returned.
 */
export async function referWithConsentAndOffer(
  app: FastifyInstance,
  { worker, employer, client }: OfferParties,
  { clientId, employerId, jobId }: { clientId: number; employerId: number; jobId: number },
): Promise<{ consentId: number; application: { id: number; version: number } }> {
  const post = (url: string, cookie: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const consent = await post(`/api/clients/${clientId}/consents`, worker, {
    scope: 'employer',
    employerId,
    textVersion: 'employer-sharing-2026-11',
    obtainedBy: 'inPerson',
  });
  expect(consent.statusCode, consent.body).toBe(201);
  const referred = await post(`/api/clients/${clientId}/referrals`, worker, { jobId });
  expect(referred.statusCode, referred.body).toBe(201);
  const mine = await app.inject({
    method: 'GET',
    url: '/api/my/applications',
    headers: { cookie: client },
  });
  const application = mine
    .json<{ applications: { id: number; version: number; job: { id: number } }[] }>()
    .applications.find((row) => row.job.id === jobId);
  if (!application) throw new Error('the referral made the client an application to the job');
  const offered = await post(`/api/employer/applications/${application.id}/status`, employer, {
    to: 'Conditional offer',
    version: application.version,
  });
  expect(offered.statusCode, offered.body).toBe(200);
  return {
    consentId: consent.json<{ id: number }>().id,
    application: offered.json<{ id: number; version: number }>(),
  };
}
