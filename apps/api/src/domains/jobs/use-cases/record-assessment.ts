import {
  ASSESSMENT_EXISTS,
  ASSESSMENT_NOT_AT_OFFER,
  assessmentAnswerDueOn,
  portalPaths,
} from '@pathways/schemas';
import type { Assessment, AssessmentInput } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { sealValue } from '../../../services/sealing.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { findClient } from '../../clients/repository.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import { findUserById } from '../../users/repository.js';
import { assessmentViews } from '../assessment-view.js';
import { findAssessment, insertAssessment } from '../assessments-repository.js';
import { dayOf } from '../dates.js';
import { employersApplication } from '../policy.js';

/** The steps after a conditional offer at which a decision not to hire can still be made. */
const ASSESSABLE = new Set(['Conditional offer', 'Offer']);

/**
 * The employer records the individualized assessment behind a decision not to hire that cites the
 * record (EEOC 2012 guidance; see @pathways/schemas fair-chance/assessment.ts). The client and their
 * case worker are e-mailed (no offence named: the reasons are in the portal), and the client's
 * answer window starts today. One per application (409).
 */
export async function recordAssessment(
  context: UseCaseContext,
  actor: Actor,
  input: { applicationId: number } & AssessmentInput,
): Promise<Assessment> {
  const { db, now, outbox, cipher } = context;
  const application = await employersApplication(db, actor, input.applicationId);
  if (!ASSESSABLE.has(application.status)) throw new HttpError(409, ASSESSMENT_NOT_AT_OFFER);
  const answerDueOn = assessmentAnswerDueOn(dayOf(now));
  const client = await findClient(db, application.client_id);
  const worker = client?.case_worker_id ? await findUserById(db, client.case_worker_id) : undefined;
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertAssessment(trx, {
      applicationId: application.id,
      createdBy: actor.id,
      at: now,
      natureAndGravity: sealValue(cipher, input.natureAndGravity),
      timeElapsed: sealValue(cipher, input.timeElapsed),
      rehabilitation: sealValue(cipher, input.rehabilitation),
      natureOfJob: input.natureOfJob,
      answerDueOn,
    });
    if (created === undefined) throw new HttpError(409, ASSESSMENT_EXISTS);
    const job = { jobTitle: application.job_title, companyName: application.company_name };
    await enqueueMessage(trx, outbox, {
      to: application.client_email,
      message: {
        template: 'assessmentNotice',
        data: {
          name: application.client_name,
          ...job,
          answerBy: answerDueOn,
          link: outbox.link(portalPaths.clientApplications),
        },
      },
      // In the language the client reads the portal in (issue 31.2).
      language: application.client_language,
    });
    if (worker) {
      await enqueueMessage(trx, outbox, {
        to: worker.email,
        message: {
          template: 'assessmentCaseWorker',
          data: {
            name: worker.full_name,
            clientName: application.client_name,
            ...job,
            answerBy: answerDueOn,
            link: outbox.link(portalPaths.caseWorkerClient(application.client_id)),
          },
        },
        language: worker.preferred_language,
      });
    }
    return created;
  });
  const row = await findAssessment(db, id);
  if (!row) throw new HttpError(404, 'No such assessment');
  const [view] = await assessmentViews(context, actor.id, [row]);
  if (!view) throw new HttpError(404, 'No such assessment');
  return view;
}
