import { isOpenApplication } from '@pathways/schemas';
import type { Application } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { recordApplicationEvent } from '../applications-repository.js';
import { employersApplication } from '../policy.js';
import { applicationView } from './apply-to-job.js';

/** The employer proposes interview times for an open application. */
export async function proposeInterviewTimes(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { applicationId: number; times: readonly string[] },
): Promise<Application> {
  const row = await employersApplication(db, actor, input.applicationId);
  if (!isOpenApplication(row.status)) {
    throw new HttpError(409, `This application is ${row.status}; there is nothing to schedule`);
  }
  await recordApplicationEvent(db, {
    applicationId: row.id,
    actorId: actor.id,
    at: now,
    kind: 'interviewTimes',
    times: input.times.map((time) => new Date(time)),
  });
  return applicationView(db, row.id, false);
}
