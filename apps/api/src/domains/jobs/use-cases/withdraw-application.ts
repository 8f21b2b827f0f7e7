import { isOpenApplication } from '@pathways/schemas';
import type { Application } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { moveApplication, recordApplicationEvent } from '../applications-repository.js';
import { ownApplication } from '../policy.js';
import { applicationView } from './apply-to-job.js';

/** The client takes back an open application. */
export async function withdrawApplication(
  { db, now }: UseCaseContext,
  actor: Actor,
  applicationId: number,
): Promise<Application> {
  const before = await ownApplication(db, actor, applicationId);
  const from = before.status;
  if (!isOpenApplication(from)) {
    throw new HttpError(409, `This application is ${from} and can no longer be withdrawn`);
  }
  await db.transaction().execute(async (trx) => {
    if (!(await moveApplication(trx, { id: before.id, from, to: 'Withdrawn' }))) {
      throw new HttpError(409, 'This application changed meanwhile; please reload it');
    }
    await recordApplicationEvent(trx, {
      applicationId: before.id,
      actorId: actor.id,
      at: now,
      kind: 'status',
      fromStatus: from,
      toStatus: 'Withdrawn',
    });
  });
  return applicationView(db, before.id, true);
}
