import { DEFAULT_PAGE_LIMIT } from '@pathways/schemas';
import type { ClientRecord, User } from '@pathways/schemas';
import { listConsents, toConsent } from '../../consents/repository.js';
import { SEALED_FORM_FIELDS, maskFields } from '../../../services/sealing.js';
import { listTimeline } from '../../../services/timeline.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../policy.js';
import {
  listAppointments,
  listCaseNotes,
  listMilestones,
  toAppointment,
  toCaseNote,
  toClientSummary,
  toMilestone,
} from '../repository.js';
import type { ClientRow } from '../repository.js';

/** The id to ask the next page before, when a page came back full (one extra row was read). */
export function nextBefore<T extends { id: number }>(rows: readonly T[], limit: number) {
  return rows.length > limit ? (rows[limit - 1]?.id ?? null) : null;
}

/** A client's whole record as staff read it: sealed answers masked, the newest notes and history. */
export async function recordOf(
  ctx: Pick<UseCaseContext, 'db' | 'now'>,
  row: ClientRow,
): Promise<ClientRecord> {
  const page = { before: undefined, limit: DEFAULT_PAGE_LIMIT + 1 };
  const [consents, milestones, appointments, notes, timeline] = await Promise.all([
    listConsents(ctx.db, row.id),
    listMilestones(ctx.db, row.id),
    listAppointments(ctx.db, row.id),
    listCaseNotes(ctx.db, row.id, { forClient: false, ...page }),
    listTimeline(ctx.db, row.id, page),
  ]);
  const { answers, protectedFields } = maskFields(
    row.intake_payload ?? {},
    SEALED_FORM_FIELDS.clientIntake,
  );
  return {
    ...toClientSummary(row),
    preferredLanguage: row.preferred_language,
    employmentGoal: row.employment_goal,
    housingStatus: row.housing_status,
    resumeSummary: row.resume_summary,
    intakeReference: row.intake_reference,
    intakeAnswers: answers,
    // Everything in `sensitive` is sealed (the intake's copies, the job seeker's declaration).
    protectedFields: [...new Set([...protectedFields, ...Object.keys(row.sensitive)])],
    consents: consents.map((consent) => toConsent(consent, ctx.now)),
    milestones: milestones.map(toMilestone),
    appointments: appointments.map(toAppointment),
    notes: notes.slice(0, DEFAULT_PAGE_LIMIT).map(toCaseNote),
    notesNextBefore: nextBefore(notes, DEFAULT_PAGE_LIMIT),
    timeline: timeline.slice(0, DEFAULT_PAGE_LIMIT),
    timelineNextBefore: nextBefore(timeline, DEFAULT_PAGE_LIMIT),
  };
}

export async function getClientRecord(
  ctx: UseCaseContext,
  actor: User,
  input: { clientId: number },
): Promise<ClientRecord> {
  return recordOf(ctx, await clientWithinReach(ctx.db, actor, input.clientId));
}
