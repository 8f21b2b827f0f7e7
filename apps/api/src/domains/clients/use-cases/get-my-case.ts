import { DEFAULT_PAGE_LIMIT } from '@pathways/schemas';
import type { MyCase, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { listConsents, toConsent } from '../../consents/repository.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import {
  findClient,
  listAppointments,
  listCaseNotes,
  listMilestones,
  toAppointment,
  toClientNote,
  toClientSummary,
  toMilestone,
} from '../repository.js';

export const NO_CASE = 'You have no case file yet';

/**
 * The signed-in client's own case: never an internal or redacted note, never an earlier text of
 * an edited note, never a sealed answer (M-6).
 */
export async function getMyCase(ctx: UseCaseContext, actor: User): Promise<MyCase> {
  const row = await findClient(ctx.db, actor.id);
  if (!row) throw new HttpError(404, NO_CASE);
  const [consents, milestones, appointments, notes] = await Promise.all([
    listConsents(ctx.db, actor.id),
    listMilestones(ctx.db, actor.id),
    listAppointments(ctx.db, actor.id),
    listCaseNotes(ctx.db, actor.id, { forClient: true, limit: DEFAULT_PAGE_LIMIT }),
  ]);
  return {
    profile: {
      phone: row.phone,
      employmentGoal: row.employment_goal,
      resumeSummary: row.resume_summary,
      version: row.version,
    },
    caseWorker: toClientSummary(row).caseWorker,
    status: row.current_status,
    milestones: milestones.map(toMilestone),
    appointments: appointments.map(toAppointment),
    consents: consents.map((consent) => toConsent(consent, ctx.now)),
    notes: notes.map(toClientNote),
  };
}
