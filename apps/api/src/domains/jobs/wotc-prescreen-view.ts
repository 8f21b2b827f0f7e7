import { wotcExFelonResult, yesNoAnswers } from '@pathways/schemas';
import type {
  WotcPrescreen,
  WotcPrescreenAnswers,
  WotcPrescreenResult,
  YesNoAnswer,
} from '@pathways/schemas';
import {
  SEALED_WOTC_PRESCREEN_FIELDS,
  openOwnSealedFields,
  openSealedFields,
} from '../../services/sealing.js';
import type { UseCaseContext } from '../../services/use-case-context.js';
import type { WotcPrescreenRow } from './wotc-prescreens-repository.js';

const FIELD = SEALED_WOTC_PRESCREEN_FIELDS[0];

const yesNo = (value: unknown): YesNoAnswer | null =>
  yesNoAnswers.find((answer) => answer === value) ?? null;

/** The opened value as answers; null for one no key opens (read as "not shared", never a 500). */
function answersOf(value: unknown): WotcPrescreenAnswers | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const felonyConviction = yesNo(record['felonyConviction']);
  if (felonyConviction === null) return null;
  const date = record['convictionOrReleaseDate'];
  return {
    felonyConviction,
    convictedOrReleasedWithinYear: yesNo(record['convictedOrReleasedWithinYear']),
    convictionOrReleaseDate: typeof date === 'string' ? date : null,
  };
}

interface StoredPrescreen {
  declined: boolean;
  answers: string | null;
  consent_to_share: boolean;
}

function toView(row: WotcPrescreenRow, answers: WotcPrescreenAnswers | null): WotcPrescreen {
  return {
    applicationId: row.application_id,
    choice: row.declined ? 'preferNotToAnswer' : 'answer',
    felonyConviction: answers?.felonyConviction ?? null,
    convictedOrReleasedWithinYear: answers?.convictedOrReleasedWithinYear ?? null,
    convictionOrReleaseDate: answers?.convictionOrReleaseDate ?? null,
    consentToShare: row.consent_to_share,
    answeredAt: new Date(row.answered_at).toISOString(),
  };
}

/** The client's own pre-screen, opened for them alone (nobody else reads: nothing to log). */
export function ownPrescreenView({ cipher }: UseCaseContext, row: WotcPrescreenRow): WotcPrescreen {
  if (row.answers === null) return toView(row, null);
  const opened = openOwnSealedFields(
    cipher,
    { [FIELD]: row.answers },
    SEALED_WOTC_PRESCREEN_FIELDS,
  );
  return toView(row, answersOf(opened[FIELD]));
}

/** A client's pre-screen for their case worker (or an admin): the read is logged first. */
export async function loggedPrescreenView(
  { db, cipher, now }: UseCaseContext,
  readerId: number,
  row: WotcPrescreenRow,
): Promise<WotcPrescreen> {
  if (row.answers === null) return toView(row, null);
  const opened = await openSealedFields(
    db,
    cipher,
    { actorId: readerId, at: now, clientId: row.client_id },
    { [FIELD]: row.answers },
    SEALED_WOTC_PRESCREEN_FIELDS,
  );
  return toView(row, answersOf(opened[FIELD]));
}

/**
 * What the WOTC task shows the employer and the case worker: the derived result for a hire on
 * `hiringDate`, only when the client answered and consented to share it with this employer. Only
 * then are the answers opened, and the read is logged (who derived it, whose record).
 */
export async function prescreenResult(
  { db, cipher, now }: UseCaseContext,
  read: { readerId: number; clientId: number; hiringDate: string },
  stored: StoredPrescreen | null,
): Promise<WotcPrescreenResult> {
  if (!stored || stored.declined || !stored.consent_to_share || stored.answers === null) {
    return 'notShared';
  }
  const opened = await openSealedFields(
    db,
    cipher,
    { actorId: read.readerId, at: now, clientId: read.clientId },
    { [FIELD]: stored.answers },
    SEALED_WOTC_PRESCREEN_FIELDS,
  );
  const answers = answersOf(opened[FIELD]);
  return answers ? wotcExFelonResult(answers, read.hiringDate) : 'notShared';
}
