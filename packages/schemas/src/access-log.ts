import { z } from './zod.js';
import { recordIdSchema, timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { inboxKinds } from './inbox.js';
import { documentKinds } from './documents.js';

/**
 * Admin › Reports › Access log (issue 13): every read of a sensitive field, who, when, whose record
 * and which fields, with the reason an admin gave when not the assigned case worker.
 */
export const accessLogEntrySchema = z.object({
  id: z.number().int(),
  at: timestampSchema,
  actor: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** The client whose record was read, when it is a client's. */
  clientId: z.number().int().nullable(),
  /** The intake read before it became a client, by its reference. */
  intakeReference: z.string().nullable(),
  /** The submission read, when it was one (an intake, a volunteer application). */
  submission: z.object({ kind: z.enum(inboxKinds), id: z.number().int() }).nullable(),
  /** The document a download or preview read (its id and kind, never its file name). */
  document: z.object({ id: z.string(), kind: z.enum(documentKinds) }).nullable(),
  fields: z.array(z.string()),
  reason: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const ACCESS_LOG_PAGE_SIZE = 50;

export const accessLogQuerySchema = z.object({
  actorId: recordIdSchema.optional(),
  clientId: recordIdSchema.optional(),
  before: recordIdSchema.optional(),
});
export type AccessLogQuery = z.infer<typeof accessLogQuerySchema>;

export const accessLogListSchema = z.object({
  entries: z.array(accessLogEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type AccessLogList = z.infer<typeof accessLogListSchema>;

export const accessLogContract = defineContract({
  'GET /api/access-log': {
    access: ['admin'],
    summary: 'Reads of sensitive fields, newest first, by actor or client',
    tag: 'audit',
    querystring: accessLogQuerySchema,
    response: { 200: accessLogListSchema },
    errors: [400, 401, 403],
  },
  'GET /api/access-log.csv': {
    access: ['admin'],
    summary: 'The access log as CSV (same filters), for an auditor',
    tag: 'audit',
    querystring: accessLogQuerySchema,
    response: {
      200: {
        description: 'CSV: id, at, actor, client, intake, fields, reason, document',
        content: { 'text/csv': { schema: z.string() } },
      },
    },
    errors: [400, 401, 403],
  },
});
