import type { Placement, ProgramEnrollment } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { dayOf } from '../dates.js';
import {
  listClientPlacements as listRows,
  listProgramEnrollments,
} from '../placements-repository.js';
import { caseloadProfile } from '../placement-policy.js';

/** A client's placements with their follow-ups, and their program enrolments (404 outside the caseload). */
export async function listClientPlacements(
  { db, now }: UseCaseContext,
  actor: Actor,
  clientId: number,
): Promise<{ placements: Placement[]; programs: ProgramEnrollment[] }> {
  const profileId = await caseloadProfile(db, actor, clientId);
  const [placements, programs] = await Promise.all([
    listRows(db, clientId, dayOf(now)),
    listProgramEnrollments(db, profileId),
  ]);
  return { placements, programs };
}
