import {
  ASSESSMENT_REQUIRED,
  ASSESSMENT_WINDOW_OPEN,
  assessmentWindowClosed,
  isPastConditionalOffer,
} from '@pathways/schemas';
import type { ApplicationMoveInput } from '@pathways/schemas';
import { HttpError } from '../../lib/http-error.js';
import type { UseCaseContext } from '../../services/use-case-context.js';
import type { ApplicationRow } from './applications-repository.js';
import { findAssessmentOfApplication } from './assessments-repository.js';
import { dayOf } from './dates.js';

/**
 * The EEOC's individualized assessment, as a gate on "Not selected" after a conditional offer
 * (issue 29 point 3): a decision citing the record needs the assessment (409 ASSESSMENT_REQUIRED),
 * and is final only once the client answered or their window closed (409 ASSESSMENT_WINDOW_OPEN).
 * Once an assessment exists, any decline waits for the window, cited or not: the employer already
 * told the client the record is the reason.
 */
export async function checkRecordDecision(
  { db, now }: UseCaseContext,
  application: ApplicationRow,
  move: ApplicationMoveInput,
): Promise<void> {
  if (move.to !== 'Not selected' || !isPastConditionalOffer(application.status)) return;
  const assessment = await findAssessmentOfApplication(db, application.id);
  if (!assessment) {
    if (move.citesRecord === true) throw new HttpError(409, ASSESSMENT_REQUIRED);
    return;
  }
  const answeredAt = assessment.answered_at ? new Date(assessment.answered_at).toISOString() : null;
  if (!assessmentWindowClosed({ answerDueOn: assessment.answer_due_on, answeredAt }, dayOf(now))) {
    throw new HttpError(409, ASSESSMENT_WINDOW_OPEN);
  }
}
