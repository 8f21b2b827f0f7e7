import type { Application, ApplyInput } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import {
  findApplication,
  insertApplication,
  recordApplicationEvent,
  withHistories,
} from '../applications-repository.js';
import { NO_APPLICATION, checkOpenForApplications } from '../policy.js';
import { findJob } from '../repository.js';

/** A client applies to a published posting, once. */
export async function applyToJob(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { jobId: number } & ApplyInput,
): Promise<Application> {
  const job = checkOpenForApplications(await findJob(db, input.jobId));
  const id = await db.transaction().execute(async (trx) => {
    const applicationId = await insertApplication(trx, {
      jobId: job.id,
      clientId: actor.id,
      note: input.note ?? null,
      now,
    });
    if (applicationId === undefined)
      throw new HttpError(409, 'You have already applied to this job');
    await recordApplicationEvent(trx, {
      applicationId,
      actorId: actor.id,
      at: now,
      kind: 'status',
      toStatus: 'Pending',
    });
    return applicationId;
  });
  return applicationView(db, id, true);
}

/** One application with its history: the client's and case worker's view (`statusOnly`) or the employer's. */
export async function applicationView(
  db: UseCaseContext['db'],
  id: number,
  statusOnly: boolean,
): Promise<Application> {
  const row = await findApplication(db, id);
  const [application] = row ? await withHistories(db, [row], statusOnly) : [];
  if (!application) throw new HttpError(404, NO_APPLICATION);
  return application;
}
