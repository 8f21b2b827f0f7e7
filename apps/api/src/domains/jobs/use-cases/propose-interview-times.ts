import { isOpenApplication } from '@pathways/schemas';
import type { Application } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { recordApplicationEvent } from '../applications-repository.js';
import { portalPaths } from '@pathways/schemas/portal-paths';
import { employersApplication } from '../policy.js';
import { applicationView } from './apply-to-job.js';

/**
 * The employer proposes interview times for an open application, and the applicant is e-mailed
 * that there are times to answer: only that, and a link (the times and the job stay in the portal).
 */
export async function proposeInterviewTimes(
  { db, now, outbox }: UseCaseContext,
  actor: Actor,
  input: { applicationId: number; times: readonly string[] },
): Promise<Application> {
  const row = await employersApplication(db, actor, input.applicationId);
  if (!isOpenApplication(row.status)) {
    throw new HttpError(409, `This application is ${row.status}; there is nothing to schedule`);
  }
  await db.transaction().execute(async (trx) => {
    await recordApplicationEvent(trx, {
      applicationId: row.id,
      actorId: actor.id,
      at: now,
      kind: 'interviewTimes',
      times: input.times.map((time) => new Date(time)),
    });
    await enqueueMessage(trx, outbox, {
      to: row.client_email,
      message: {
        template: 'interviewTimesProposed',
        data: { name: row.client_name, link: outbox.link(portalPaths.clientApplications) },
      },
      language: row.client_language,
    });
  });
  return applicationView(db, row.id, false);
}
