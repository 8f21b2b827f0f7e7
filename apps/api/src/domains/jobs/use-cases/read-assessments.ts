import type { Assessment } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { assessmentViews } from '../assessment-view.js';
import { findAssessmentOfApplication, listAssessmentsOfClient } from '../assessments-repository.js';
import { employersApplication } from '../policy.js';

/** The assessment of one of the employer's applications, or null (404 for someone else's). */
export async function getEmployerAssessment(
  context: UseCaseContext,
  actor: Actor,
  applicationId: number,
): Promise<{ assessment: Assessment | null }> {
  const application = await employersApplication(context.db, actor, applicationId);
  const row = await findAssessmentOfApplication(context.db, application.id);
  const [view] = row ? await assessmentViews(context, actor.id, [row]) : [];
  return { assessment: view ?? null };
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
