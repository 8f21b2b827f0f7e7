import { portalPaths } from '@pathways/schemas';
import type { Application, ApplicationMoveInput } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { moveApplication as move, recordApplicationEvent } from '../applications-repository.js';
import { checkApplicationMove, employersApplication } from '../policy.js';
import { findSeekerProfile } from '../../clients/repository.js';
import { applicationView } from './apply-to-job.js';
import { createPlacement } from './create-placement.js';
import { checkRecordDecision } from '../assessment-policy.js';

const STALE = 'Someone else changed this application first. Reload it to see where it is now.';

/**
 * An employer moves an application along the pipeline, over the version they read (of two moves
 * from one version, the second is refused). A hire records the placement in the same transaction,
 * and the client is e-mailed with the change.
 */
export async function moveApplication(
  context: UseCaseContext,
  actor: Actor,
  input: { applicationId: number } & ApplicationMoveInput,
): Promise<Application> {
  const { db, now, outbox } = context;
  const before = await employersApplication(db, actor, input.applicationId);
  const from = before.status;
  checkApplicationMove(from, input.to);
  await checkRecordDecision(context, before, input);
  await db.transaction().execute(async (trx) => {
    if (!(await move(trx, { id: before.id, from, to: input.to, version: input.version }))) {
      throw new HttpError(409, STALE, { version: [STALE] });
    }
    await recordApplicationEvent(trx, {
      applicationId: before.id,
      actorId: actor.id,
      at: now,
      kind: 'status',
      fromStatus: from,
      toStatus: input.to,
    });
    if (input.to === 'Hired') {
      const profile = await findSeekerProfile(trx, before.client_id);
      if (!profile) throw new HttpError(409, 'This applicant has no client record to place');
      await createPlacement(trx, {
        applicationId: before.id,
        createdBy: actor.id,
        clientProfileId: profile.id,
        employerId: before.employer_id,
        jobId: before.job_id,
        startDate: input.startDate ?? '',
        hourlyWage: input.hourlyWage ?? 0,
        hoursPerWeek: input.hoursPerWeek ?? 0,
        now,
      });
    }
    await enqueueMessage(trx, outbox, {
      to: before.client_email,
      message: {
        template: 'applicationStatus',
        data: {
          name: before.client_name,
          jobTitle: before.job_title,
          companyName: before.company_name,
          status: input.to,
          link: outbox.link(portalPaths.clientApplications),
        },
      },
      language: before.client_language,
    });
  });
  return applicationView(db, before.id, false);
}
