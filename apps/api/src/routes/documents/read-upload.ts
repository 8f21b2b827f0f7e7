import {
  DOCUMENT_TOO_LARGE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  documentFieldsSchema,
  toFieldErrors,
} from '@pathways/schemas';
import type { DocumentFields } from '@pathways/schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import type { UploadedFile } from '../../domains/documents/use-cases/upload-document.js';

/** What one upload may carry besides its file: kind and consentId, nothing more. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 200,
  parts: 6,
} as const;

const NOT_MULTIPART = 'Please send the document as multipart/form-data';
const TOO_MANY_PARTS = 'Please send one file, with its kind, in one upload';
const INVALID_FIELDS = 'Please check the highlighted fields';

function uploadError(error: unknown): HttpError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, DOCUMENT_TOO_LARGE_MESSAGE, { file: [DOCUMENT_TOO_LARGE_MESSAGE] });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(400, TOO_MANY_PARTS);
  }
  return undefined;
}

/**
 * The fields and file of a multipart upload (routes parse, use cases decide): at most one file of
 * 10 MB (413 with the field's error past it, before the rest is read into memory), the fields
 * checked by the contract's schema. The file's type is not trusted from here: the use case reads
 * its bytes.
 */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: DocumentFields; file: UploadedFile | undefined }> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const raw: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        file = { name: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error) ?? error;
  }
  const parsed = documentFieldsSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, INVALID_FIELDS, toFieldErrors(parsed.error));
  return { fields: parsed.data, file };
}
