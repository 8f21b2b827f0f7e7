import type { ProgramEnrollment, ProgramEnrollmentInput } from '@pathways/schemas';
import { recordTimelineEntry } from '../../../services/timeline.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { caseloadProfile } from '../placement-policy.js';
import { insertProgramEnrollment } from '../placement-writes.js';

/** A case worker records a client's enrolment in a training program (it labels later placements). */
export async function enrollInProgram(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { clientId: number } & ProgramEnrollmentInput,
): Promise<ProgramEnrollment> {
  const clientProfileId = await caseloadProfile(db, actor, input.clientId);
  return db.transaction().execute(async (trx) => {
    const id = await insertProgramEnrollment(trx, {
      clientProfileId,
      program: input.program,
      enrolledOn: input.enrolledOn,
      recordedBy: actor.id,
    });
    await recordTimelineEntry(trx, {
      clientId: input.clientId,
      actorId: actor.id,
      at: now,
      action: 'program enrolment',
      changes: { program: [null, input.program], enrolledOn: [null, input.enrolledOn] },
    });
    return { id, program: input.program, enrolledOn: input.enrolledOn };
  });
}
