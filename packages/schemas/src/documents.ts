import { z } from './zod.js';
import { text } from './fields.js';
import { timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { clientParamsSchema } from './clients.js';

/**
 * Documents on a client's record (issue 31 point 5): the client and their case worker upload an ID,
 * a certificate, a resume, a signed consent form; the type is judged by the file's bytes. Only the
 * client, their case worker and admins see them (404 for anyone else); every download and preview
 * is in the access log; a deletion keeps who, when and why.
 */
export const documentKinds = ['id', 'certificate', 'resume', 'consentForm', 'other'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** What the server accepts, as it decides from the first bytes of the file. */
export const documentContentTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/heic',
] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/** Types a browser shows in a tab of its own (HEIC is downloaded instead). */
export const previewableContentTypes: readonly DocumentContentType[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
];

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** What the file picker offers; the server still judges by the bytes, never by this. */
export const DOCUMENT_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic';

export const DOCUMENT_KIND_MESSAGE = 'Please choose what kind of document this is';
export const DOCUMENT_FILE_MESSAGE = 'Please choose a file to upload';
export const DOCUMENT_TOO_LARGE_MESSAGE = 'The file must be 10 MB or smaller';
export const DOCUMENT_TYPE_MESSAGE =
  'This file is not a PDF, JPEG, PNG or HEIC file, whatever its name says. Please choose one of those';
export const DOCUMENT_CONSENT_MESSAGE =
  'Please choose one of this client’s consents recorded on paper';
export const DOCUMENT_DELETE_REASON_MESSAGE =
  'Please say why the document is deleted (at least 5 characters)';
export const DOCUMENT_NOT_PREVIEWABLE_MESSAGE =
  'This kind of file cannot be shown in the browser; please download it';
export const MIN_DELETE_REASON = 5;

export const documentSchema = z.object({
  /** Random: knowing one document's address says nothing about another's. */
  id: z.string(),
  kind: z.enum(documentKinds),
  fileName: z.string(),
  contentType: z.enum(documentContentTypes),
  sizeBytes: z.number().int(),
  uploadedAt: timestampSchema,
  uploadedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** The paper consent this is the signed form of. */
  consentId: z.number().int().nullable(),
});
export type ClientDocument = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ documents: z.array(documentSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

/** The form fields beside the file, as the multipart body carries them (strings). */
export const documentFieldsSchema = z.object({
  kind: z.enum(documentKinds, { error: DOCUMENT_KIND_MESSAGE }),
  consentId: z
    .string()
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .pipe(z.number().int().positive({ error: DOCUMENT_CONSENT_MESSAGE }).optional()),
});
export type DocumentFields = z.output<typeof documentFieldsSchema>;

/** What a file input holds (a browser's FileList), described without the DOM's types. */
export interface ChosenFiles {
  readonly length: number;
  readonly [index: number]: { readonly size: number } | undefined;
}

function isChosenFiles(value: unknown): value is ChosenFiles {
  return typeof value === 'object' && value !== null && 'length' in value;
}

/**
 * The upload form in the browser, checked before anything is sent: a kind, one file, at most
 * 10 MB. Its type is not judged there (a name says nothing): the server reads the bytes (422).
 */
export const documentUploadFormSchema = z.object({
  kind: z.enum(documentKinds, { error: DOCUMENT_KIND_MESSAGE }),
  consentId: z.string().optional(),
  file: z
    .custom<ChosenFiles>(isChosenFiles, { error: DOCUMENT_FILE_MESSAGE })
    .refine((files) => files.length === 1, { error: DOCUMENT_FILE_MESSAGE })
    .refine((files) => (files[0]?.size ?? 0) <= MAX_DOCUMENT_BYTES, {
      error: DOCUMENT_TOO_LARGE_MESSAGE,
    }),
});

export const documentParamsSchema = z.object({ documentId: z.string().min(1).max(64) });

export const documentDeleteSchema = z.object({
  reason: text(MIN_DELETE_REASON, DOCUMENT_DELETE_REASON_MESSAGE, 500),
});
export type DocumentDelete = z.input<typeof documentDeleteSchema>;

export const deletedDocumentSchema = z.object({ id: z.string(), deletedAt: timestampSchema });

const binary = (description: string) => ({
  description,
  content: Object.fromEntries(
    documentContentTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
});

const multipart =
  'A multipart/form-data body: `kind` (id, certificate, resume, consentForm, other), optional `consentId` (a consent of this client obtained on paper, for a signed consent form), then `file` (PDF, JPEG, PNG or HEIC, at most 10 MB; the type is judged by its bytes: 413 when too large, 422 when of another type).';
const reach =
  'Only the client, their case worker and admins: 404 for anyone else (another case worker, an employer).';

export const documentsContract = defineContract({
  'GET /api/clients/:id/documents': {
    access: ['caseWorker'],
    summary: 'The documents on a client’s record, newest first',
    description: 'A case worker reaches only their own caseload (404 otherwise).',
    tag: 'documents',
    params: clientParamsSchema,
    response: { 200: documentListSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/clients/:id/documents': {
    access: ['caseWorker'],
    summary: 'Upload a document to a client’s record',
    description: `${multipart} A case worker reaches only their own caseload (404 otherwise).`,
    tag: 'documents',
    params: clientParamsSchema,
    response: { 201: documentSchema },
    errors: [400, 401, 403, 404, 413, 415, 422],
  },
  'GET /api/my/documents': {
    access: ['client'],
    summary: 'My documents, newest first',
    tag: 'documents',
    response: { 200: documentListSchema },
    errors: [401, 403, 404],
  },
  'POST /api/my/documents': {
    access: ['client'],
    summary: 'Upload a document to my record',
    description: multipart,
    tag: 'documents',
    response: { 201: documentSchema },
    errors: [400, 401, 403, 404, 413, 415, 422],
  },
  'GET /api/documents/:documentId': {
    access: 'signed-in',
    summary: 'Download a document (as an attachment); the read is kept in the access log',
    description: reach,
    tag: 'documents',
    params: documentParamsSchema,
    response: { 200: binary('The file, as an attachment, with its type as judged on upload.') },
    errors: [400, 401, 404],
  },
  'GET /api/documents/:documentId/preview': {
    access: 'signed-in',
    summary:
      'Show a PDF, JPEG or PNG in the browser, sandboxed; the read is kept in the access log',
    description: `${reach} A HEIC file cannot be previewed (415): download it.`,
    tag: 'documents',
    params: documentParamsSchema,
    response: { 200: binary('The file, inline, under a sandboxing Content-Security-Policy.') },
    errors: [400, 401, 404, 415],
  },
  'DELETE /api/documents/:documentId': {
    access: 'signed-in',
    summary: 'Delete a document with a reason: the bytes go, who, when and why stay',
    description: reach,
    tag: 'documents',
    params: documentParamsSchema,
    body: documentDeleteSchema,
    response: { 200: deletedDocumentSchema },
    errors: [400, 401, 404],
  },
});
