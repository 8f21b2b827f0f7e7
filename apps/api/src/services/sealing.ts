import type { InboxKind } from '@pathways/schemas';
import { insertAccessLogEntry } from '../domains/access-log/repository.js';
import { FieldCipher } from '../lib/field-cipher.js';
import { submissionKeys } from './submission-people.js';
import type { SubmissionTable } from './submission-people.js';
import type { MatchKeys } from './match-keys.js';
import type { Queryable } from './transactions.js';

/**
 * The one home of sealed fields (issue 25): which answers of which form are sealed, sealing them,
 * masking them, and opening them, which always writes the access-log entry first. Nothing else
 * in the API calls `cipher.open` (test/architecture.test.ts holds it; the outbox's sealed link
 * tokens aside): a value leaves this module in plaintext only after its read is logged, or to its
 * owner (openOwnSealedFields); the match keys of a re-index leave as blind indexes, never as the value.
 */
export const SEALED_FORM_FIELDS = {
  /** Criminal history, barriers (recovery, mental health) and date of birth. */
  clientIntake: ['dateOfBirth', 'barriers', 'criminalHistory', 'criminalDetails'],
  volunteer: ['dateOfBirth'],
  /** The record-clearing screener's case and its answer (issue 30), sent to a case worker. */
  recordClearing: ['case', 'answer'],
} as const satisfies Partial<Record<InboxKind, readonly string[]>>;
export type SealedForm = keyof typeof SEALED_FORM_FIELDS;

/**
 * An individualized assessment's fields that describe the record and the person's history, and the
 * client's answer (issue 29 point 3): sealed at rest, and every read logged.
 */
export const SEALED_ASSESSMENT_FIELDS = [
  'natureAndGravity',
  'timeElapsed',
  'rehabilitation',
  'answer',
] as const;

/**
 * The client's WOTC pre-screen answers (issue 29 point 4: a felony conviction and its date), sealed
 * together as one value; every read by someone other than the client is logged, an employer's
 * derivation of the result included.
 */
export const SEALED_WOTC_PRESCREEN_FIELDS = ['wotcPrescreen'] as const;

/** The form kinds that seal answers, by their inbox kind. */
export function sealedFieldsOf(kind: InboxKind): readonly string[] {
  return kind in SEALED_FORM_FIELDS ? SEALED_FORM_FIELDS[kind as SealedForm] : [];
}

/** What staff without need-to-know read in place of a sealed answer. */
export const PROTECTED_PLACEHOLDER = '[protected]';
/** What a reveal shows for a stored value that no configured key opens (never a 500). */
export const UNREADABLE_PLACEHOLDER = '[cannot be opened]';

/**
 * The answers with every sealed field of the form sealed, whatever its value looks like (public
 * text starting "enc:" is refused by validation; sealing never trusts that it was).
 */
export function sealAnswers(
  cipher: FieldCipher,
  form: SealedForm,
  answers: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const sealed = new Set<string>(SEALED_FORM_FIELDS[form]);
  return Object.fromEntries(
    Object.entries(answers).map(([field, value]) => [
      field,
      sealed.has(field) && value !== undefined ? cipher.seal(JSON.stringify(value)) : value,
    ]),
  );
}

/** One value sealed on its own (a client profile's sensitive entry). */
export function sealValue(cipher: FieldCipher, value: unknown): string {
  return cipher.seal(JSON.stringify(value));
}

/** The answers with each of `fields` present replaced by the placeholder, and their names. */
export function maskFields(
  answers: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): { answers: Record<string, unknown>; protectedFields: string[] } {
  const sealed = new Set(fields);
  const protectedFields = Object.keys(answers).filter(
    (field) => sealed.has(field) && answers[field] !== undefined,
  );
  return {
    answers: Object.fromEntries(
      Object.entries(answers).map(([field, value]) => [
        field,
        sealed.has(field) ? PROTECTED_PLACEHOLDER : value,
      ]),
    ),
    protectedFields,
  };
}

/** Whose record was read, for the access log. */
export interface SealedRead {
  actorId: number;
  at: Date;
  /** The client's id whenever the record belongs to a client (an accepted intake included). */
  clientId: number | null;
  /** The submission the values were stored with, when they were read from one. */
  submission?: { kind: InboxKind; id: number } | undefined;
  /** Why, when the reader has no need-to-know of their own. */
  reason?: string | undefined;
}

function openOne(cipher: FieldCipher, value: unknown): unknown {
  if (!FieldCipher.isSealed(value)) return UNREADABLE_PLACEHOLDER;
  try {
    return JSON.parse(cipher.open(value)) as unknown;
  } catch {
    return UNREADABLE_PLACEHOLDER;
  }
}

/**
 * Opens `fields` of `values`, after writing who read which fields of whose record (never the
 * values) to the access log. A field missing from `values` is left out; one no key opens reads as
 * UNREADABLE_PLACEHOLDER.
 */
export async function openSealedFields(
  db: Queryable,
  cipher: FieldCipher,
  read: SealedRead,
  values: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Promise<Record<string, unknown>> {
  const present = fields.filter((field) => values[field] !== undefined);
  await insertAccessLogEntry(db, {
    actorId: read.actorId,
    at: read.at,
    clientId: read.clientId,
    intakeSubmissionId: read.submission?.kind === 'clientIntake' ? read.submission.id : null,
    submission: read.submission ?? null,
    fields: present,
    reason: read.reason ?? null,
  });
  return Object.fromEntries(present.map((field) => [field, openOne(cipher, values[field])]));
}

/**
 * The owner's own sealed answers, opened for them alone: a client reading back what they declared
 * (their job-seeking profile), or their own matches ranked by it inside the server. No one else
 * reads anything, so there is nothing for the access log; every other read goes through
 * openSealedFields. Same placeholders as there.
 */
export function openOwnSealedFields(
  cipher: FieldCipher,
  values: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Record<string, unknown> {
  const present = fields.filter((field) => values[field] !== undefined);
  return Object.fromEntries(present.map((field) => [field, openOne(cipher, values[field])]));
}

/** A stored answer set that holds a value no configured key opens. */
export class UnopenableAnswers extends Error {
  constructor(readonly field: string) {
    super(`The sealed field ${field} cannot be opened with the configured keys`);
  }
}

/**
 * The duplicate-flag keys of a stored submission, its sealed answers opened in memory only to be
 * keyed (a system task, not a person's read: the value never leaves this function).
 * @throws UnopenableAnswers when a sealed field cannot be opened.
 */
export function matchKeysOfStored(
  cipher: FieldCipher,
  table: SubmissionTable,
  form: SealedForm | null,
  answers: Readonly<Record<string, unknown>>,
): MatchKeys {
  const opened: Record<string, unknown> = { ...answers };
  for (const field of form === null ? [] : SEALED_FORM_FIELDS[form]) {
    const value = answers[field];
    if (value === undefined) continue;
    const plain = openOne(cipher, value);
    if (plain === UNREADABLE_PLACEHOLDER) throw new UnopenableAnswers(field);
    opened[field] = plain;
  }
  return submissionKeys(cipher, table, opened);
}

/** How a document was read, as the access log names it. */
export type DocumentView = 'documentDownload' | 'documentPreview';

/** A file's name and bytes, sealed for storage under the document's id (issue 31). */
export function sealDocument(
  cipher: FieldCipher,
  documentId: string,
  file: { name: string; bytes: Uint8Array },
): { sealedName: string; sealedBytes: Buffer } {
  return {
    sealedName: cipher.seal(file.name),
    sealedBytes: cipher.sealBytes(file.bytes, documentId),
  };
}

/**
 * A document's file name for its list, shown only to those who may open the document itself (the
 * use case checks that first). The name is sealed at rest because it can say what the file says;
 * listing it is not a read of the file, which openSealedDocument logs.
 */
export function openDocumentName(cipher: FieldCipher, sealedName: string): string {
  try {
    return cipher.open(sealedName);
  } catch {
    return UNREADABLE_PLACEHOLDER;
  }
}

/**
 * A document's bytes, after writing who read which document of whose record, and how (download or
 * preview), to the access log: never the file's name.
 */
export async function openSealedDocument(
  db: Queryable,
  cipher: FieldCipher,
  read: SealedRead & { documentId: string; view: DocumentView },
  sealed: Uint8Array,
): Promise<Buffer> {
  await insertAccessLogEntry(db, {
    actorId: read.actorId,
    at: read.at,
    clientId: read.clientId,
    intakeSubmissionId: null,
    submission: null,
    fields: [read.view],
    reason: read.reason ?? null,
    documentId: read.documentId,
  });
  return cipher.openBytes(sealed, read.documentId);
}
