import { isOpenApplication } from '@pathways/schemas';
import type { Application, InterviewReplyInput } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { listApplicationEvents, recordApplicationEvent } from '../applications-repository.js';
import { ownApplication } from '../policy.js';
import { applicationView } from './apply-to-job.js';

const NOT_PROPOSED = 'Please choose one of the proposed times';

/**
 * The applicant answers the employer's latest proposed interview times: confirms one of them, or
 * (with no time) asks for another, with an optional note. The employer sees the answer in the
 * application's history.
 */
export async function replyToInterviewTimes(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { applicationId: number } & InterviewReplyInput,
): Promise<Application> {
  const row = await ownApplication(db, actor, input.applicationId);
  if (!isOpenApplication(row.status)) {
    throw new HttpError(409, `This application is ${row.status}; there is no interview to arrange`);
  }
  const history = (await listApplicationEvents(db, [row.id], true)).get(row.id) ?? [];
  const proposal = history.findLast((event) => event.kind === 'interviewTimes');
  if (!proposal) throw new HttpError(409, 'No interview times have been proposed yet');
  const chosen = input.time === undefined ? null : new Date(input.time);
  if (chosen && !proposal.times.some((time) => new Date(time).getTime() === chosen.getTime())) {
    throw new HttpError(422, NOT_PROPOSED, { time: [NOT_PROPOSED] });
  }
  await recordApplicationEvent(db, {
    applicationId: row.id,
    actorId: actor.id,
    at: now,
    kind: 'interviewReply',
    body: input.note ?? null,
    times: chosen ? [chosen] : [],
  });
  return applicationView(db, row.id, true);
}
