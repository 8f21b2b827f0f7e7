import { existingAccountMessage } from '@pathways/schemas';
import type { AcceptedIntake, ClientStatus, User } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database, UserRow } from '../../../db/database.js';
import { FieldCipher } from '../../../lib/field-cipher.js';
import { HttpError } from '../../../lib/http-error.js';
import { insertIntakeConsent } from '../../consents/repository.js';
import {
  findActiveStaff,
  findUserByEmail,
  findUserByUsername,
  insertUser,
} from '../../users/repository.js';
import { NO_PASSWORD_YET, createInvitation } from '../../../services/invitations.js';
import { SEALED_FORM_FIELDS, sealValue } from '../../../services/sealing.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { findProfileOf, saveIntakeProfile } from '../../clients/repository.js';
import { NO_SUCH_SUBMISSION, assertMayAccept } from '../policy.js';
import {
  findIntakeLanguage,
  findSubmission,
  findSubmissionAnswers,
  insertSubmissionEvent,
  updateInboxRow,
} from '../repository.js';

/** A new client starts their plan here (spec §2's four statuses). */
export const NEW_CLIENT_STATUS: ClientStatus = 'Onboarding';
/** The intake form's consent, as recorded for a client made from it. */
export const INTAKE_CONSENT_TEXT_VERSION = 'intake-program-consent-2026-11';
const CONSENT_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const MAX_USERNAME_BASE = 40;
const CHOOSE_CASE_WORKER = 'Please choose the case worker';
const ACTIVE_CASE_WORKER = 'Please choose an active case worker';
const NOT_LINKABLE =
  'That account does not have this intake’s e-mail, or cannot hold a client record';

/** A username for a new client from their e-mail, with a number added when it is taken. */
async function freeUsername(trx: Transaction<Database>, email: string): Promise<string> {
  const base =
    (email.split('@', 1)[0] ?? 'client')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, MAX_USERNAME_BASE) || 'client';
  const padded = base.length >= 3 ? base : `${base}-client`;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? padded : `${padded}${suffix}`;
    if (!(await findUserByUsername(trx, candidate))) return candidate;
  }
}

/**
 * The account the client record goes to: a new one, or the existing client account with the
 * intake's e-mail when staff chose to link it (`linkToUserId`). An existing account not chosen is a
 * 409 that names it, so staff can link it rather than fail on the e-mail.
 */
async function accountFor(
  trx: Transaction<Database>,
  intake: { email: string; name: string },
  phone: string | null,
  linkToUserId: number | undefined,
  language: 'en' | 'es',
): Promise<{ account: UserRow; linked: boolean }> {
  const existing = await findUserByEmail(trx, intake.email);
  if (linkToUserId !== undefined) {
    if (
      !existing ||
      existing.id !== linkToUserId ||
      existing.role !== 'client' ||
      ((await findProfileOf(trx, existing.id))?.intake_submission_id ?? null) !== null
    ) {
      throw new HttpError(400, NOT_LINKABLE, { linkToUserId: [NOT_LINKABLE] });
    }
    return { account: existing, linked: true };
  }
  if (existing) throw new HttpError(409, existingAccountMessage(existing.username));
  const account = await insertUser(trx, {
    username: await freeUsername(trx, intake.email),
    password: NO_PASSWORD_YET,
    email: intake.email,
    role: 'client',
    full_name: intake.name,
    phone,
    // The language of the page the intake came from: the invitation and every e-mail after it.
    preferred_language: language,
  });
  return { account, linked: false };
}

/** Accepts an intake: the client record from its answers, its case worker, and an invitation. */
export async function acceptIntake(
  ctx: UseCaseContext,
  actor: User,
  input: { id: number; caseWorkerId?: number | undefined; linkToUserId?: number | undefined },
): Promise<AcceptedIntake> {
  const caseWorkerId = input.caseWorkerId ?? (actor.role === 'caseWorker' ? actor.id : undefined);
  if (caseWorkerId === undefined) {
    throw new HttpError(400, CHOOSE_CASE_WORKER, { caseWorkerId: [CHOOSE_CASE_WORKER] });
  }
  return inTransaction(ctx.db, async (trx) => {
    // Locked, so two staff accepting at once make one client.
    const intake = await findSubmission(trx, 'clientIntake', input.id, { lock: true });
    if (!intake) throw new HttpError(404, NO_SUCH_SUBMISSION);
    if (intake.status === 'accepted') {
      throw new HttpError(409, 'This intake has already been accepted');
    }
    assertMayAccept(actor, { ...intake, kind: 'clientIntake' }, caseWorkerId);
    const caseWorker = await findActiveStaff(trx, caseWorkerId);
    if (!caseWorker) {
      throw new HttpError(400, ACTIVE_CASE_WORKER, { caseWorkerId: [ACTIVE_CASE_WORKER] });
    }
    const answers = await findSubmissionAnswers(trx, 'clientIntake', intake.id);
    const phone = typeof answers['phone'] === 'string' ? answers['phone'] : null;
    const language = await findIntakeLanguage(trx, intake.id);
    const { account, linked } = await accountFor(trx, intake, phone, input.linkToUserId, language);
    // The sealed answers go to the record still sealed; one stored before sealing was certain is sealed now.
    const sensitive = Object.fromEntries(
      SEALED_FORM_FIELDS.clientIntake.flatMap((field) => {
        const value = answers[field];
        if (value === undefined) return [];
        return [[field, FieldCipher.isSealed(value) ? value : sealValue(ctx.cipher, value)]];
      }),
    );
    await saveIntakeProfile(trx, {
      userId: account.id,
      caseWorkerId: caseWorker.id,
      intakeSubmissionId: intake.id,
      employmentGoal: typeof answers['goals'] === 'string' ? answers['goals'] : null,
      status: NEW_CLIENT_STATUS,
      intakeDate: ctx.now,
      phone,
      sensitive,
    });
    await insertIntakeConsent(trx, {
      clientId: account.id,
      textVersion: INTAKE_CONSENT_TEXT_VERSION,
      givenAt: intake.submitted_at,
      expiresAt: new Date(intake.submitted_at.getTime() + CONSENT_YEAR_MS),
      by: actor.id,
    });
    await recordTimelineEntry(trx, {
      clientId: account.id,
      actorId: actor.id,
      at: ctx.now,
      action: 'createdFromIntake',
      changes: {
        intake: [null, intake.reference],
        caseWorker: [null, caseWorker.full_name],
        status: [null, NEW_CLIENT_STATUS],
        ...(linked ? { account: [null, account.username] } : {}),
      },
    });
    await updateInboxRow(trx, 'clientIntake', intake.id, {
      status: 'accepted',
      assigned_to: caseWorker.id,
    });
    const event = {
      kind: 'clientIntake',
      submissionId: intake.id,
      actorId: actor.id,
      at: ctx.now,
    } as const;
    await insertSubmissionEvent(trx, {
      ...event,
      change: 'status',
      from: intake.status,
      to: 'accepted',
    });
    if (intake.assigned_to !== caseWorker.id) {
      const before =
        intake.assigned_to === null ? null : await findActiveStaff(trx, intake.assigned_to);
      await insertSubmissionEvent(trx, {
        ...event,
        change: 'assignedTo',
        from: before?.full_name ?? null,
        to: caseWorker.full_name,
      });
    }
    const invitation = linked
      ? null
      : await createInvitation(trx, ctx.outbox, account, actor.fullName);
    return { clientId: account.id, username: account.username, invitation };
  });
}
