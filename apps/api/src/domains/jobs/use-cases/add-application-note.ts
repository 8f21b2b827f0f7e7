import type { Application } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { recordApplicationEvent } from '../applications-repository.js';
import { employersApplication } from '../policy.js';
import { applicationView } from './apply-to-job.js';

/** The employer's own note on an application (the client never sees it). */
export async function addApplicationNote(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { applicationId: number; body: string },
): Promise<Application> {
  const row = await employersApplication(db, actor, input.applicationId);
  await recordApplicationEvent(db, {
    applicationId: row.id,
    actorId: actor.id,
    at: now,
    kind: 'note',
    body: input.body,
  });
  return applicationView(db, row.id, false);
}
