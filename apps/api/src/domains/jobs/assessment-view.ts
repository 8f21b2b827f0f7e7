import { assessmentWindowClosed } from '@pathways/schemas';
import type { Assessment } from '@pathways/schemas';
import { SEALED_ASSESSMENT_FIELDS, openSealedFields } from '../../services/sealing.js';
import type { UseCaseContext } from '../../services/use-case-context.js';
import type { AssessmentRow } from './assessments-repository.js';
import { dayOf } from './dates.js';

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The assessments as `readerId` may read them: their sealed fields opened through the sealing
 * service, which logs the read (who, whose record, which fields) before anything is opened.
 */
export async function assessmentViews(
  { db, cipher, now }: UseCaseContext,
  readerId: number,
  rows: readonly AssessmentRow[],
): Promise<Assessment[]> {
  const views: Assessment[] = [];
  for (const row of rows) {
    const opened = await openSealedFields(
      db,
      cipher,
      { actorId: readerId, at: now, clientId: row.client_id },
      {
        natureAndGravity: row.nature_and_gravity,
        timeElapsed: row.time_elapsed,
        rehabilitation: row.rehabilitation,
        answer: row.answer ?? undefined,
      },
      SEALED_ASSESSMENT_FIELDS,
    );
    const answeredAt = row.answered_at ? new Date(row.answered_at).toISOString() : null;
    views.push({
      id: row.id,
      applicationId: row.application_id,
      job: { title: row.job_title, companyName: row.company_name },
      createdAt: new Date(row.created_at).toISOString(),
      natureAndGravity: asText(opened['natureAndGravity']),
      timeElapsed: asText(opened['timeElapsed']),
      natureOfJob: row.nature_of_job,
      rehabilitation: asText(opened['rehabilitation']),
      answerDueOn: row.answer_due_on,
      answer: row.answer === null ? null : asText(opened['answer']),
      answeredAt,
      windowClosed: assessmentWindowClosed(
        { answerDueOn: row.answer_due_on, answeredAt },
        dayOf(now),
      ),
    });
  }
  return views;
}
