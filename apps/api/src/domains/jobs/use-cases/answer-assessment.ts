import { ASSESSMENT_ANSWERED, ASSESSMENT_CLOSED } from '@pathways/schemas';
import type { Assessment, AssessmentAnswerInput } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { sealValue } from '../../../services/sealing.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { assessmentViews } from '../assessment-view.js';
import { findAssessment, recordAnswer } from '../assessments-repository.js';
import { dayOf } from '../dates.js';

const NO_ASSESSMENT = 'No such assessment';

/**
 * The client answers an assessment of their own application, once, until the end of its window
 * (409 after either). The answer is sealed: it is likely to speak of the record.
 */
export async function answerAssessment(
  context: UseCaseContext,
  actor: Actor,
  input: { id: number } & AssessmentAnswerInput,
): Promise<Assessment> {
  const { db, cipher, now } = context;
  const row = await findAssessment(db, input.id);
  if (!row || row.client_id !== actor.id) throw new HttpError(404, NO_ASSESSMENT);
  if (row.answered_at !== null) throw new HttpError(409, ASSESSMENT_ANSWERED);
  if (dayOf(now) > row.answer_due_on) throw new HttpError(409, ASSESSMENT_CLOSED);
  const stored = await recordAnswer(db, {
    id: row.id,
    sealedAnswer: sealValue(cipher, input.answer),
    at: now,
  });
  if (!stored) throw new HttpError(409, ASSESSMENT_ANSWERED);
  const updated = await findAssessment(db, row.id);
  const [view] = updated ? await assessmentViews(context, actor.id, [updated]) : [];
  if (!view) throw new HttpError(404, NO_ASSESSMENT);
  return view;
}
