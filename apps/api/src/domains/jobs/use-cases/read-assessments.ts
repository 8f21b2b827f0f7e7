import type { Assessment } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { assessmentViews } from '../assessment-view.js';
import { findAssessmentOfApplication, listAssessmentsOfClient } from '../assessments-repository.js';
import { employersApplication } from '../policy.js';

const NO_ASSESSMENT = 'No such assessment';

/** The assessment of one of the employer's applications (404 for someone else's, or none yet). */
export async function getEmployerAssessment(
  context: UseCaseContext,
  actor: Actor,
  applicationId: number,
): Promise<Assessment> {
  const application = await employersApplication(context.db, actor, applicationId);
  const row = await findAssessmentOfApplication(context.db, application.id);
  const [view] = row ? await assessmentViews(context, actor.id, [row]) : [];
  if (!view) throw new HttpError(404, NO_ASSESSMENT);
  return view;
}

/** The client's own assessments, with the employer's reasons and their answer. */
export async function listMyAssessments(
  context: UseCaseContext,
  actor: Actor,
): Promise<{ assessments: Assessment[] }> {
  const rows = await listAssessmentsOfClient(context.db, actor.id);
  return { assessments: await assessmentViews(context, actor.id, rows) };
}

/** A client's assessments, for their case worker (404 outside the caseload). */
export async function listClientAssessments(
  context: UseCaseContext,
  actor: Actor,
  clientId: number,
): Promise<{ assessments: Assessment[] }> {
  await clientWithinReach(context.db, actor, clientId);
  const rows = await listAssessmentsOfClient(context.db, clientId);
  return { assessments: await assessmentViews(context, actor.id, rows) };
}
