import type { CaseloadAppointment, User } from '@pathways/schemas';
import { startOfToday } from '../../../services/clock.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { caseloadOf } from '../policy.js';
import { listCaseloadAppointments as selectAppointments } from '../repository.js';

/** Case Worker › Appointments: their caseload's (an admin: every caseload's). */
export function listCaseloadAppointments(
  ctx: UseCaseContext,
  actor: User,
): Promise<{ upcoming: CaseloadAppointment[]; past: CaseloadAppointment[] }> {
  return selectAppointments(ctx.db, caseloadOf(actor), startOfToday(ctx.now));
}
