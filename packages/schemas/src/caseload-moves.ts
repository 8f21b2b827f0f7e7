import { z } from './zod.js';
import { idParamsSchema, MAX_DATABASE_ID, recordIdSchema, timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { text } from './fields.js';

/**
 * Moving caseloads (issue 31.6): an admin moves chosen clients, or all of one case worker's, to
 * another active case worker with a reason, in one transaction; each client's timeline notes it,
 * the receiving case worker and each client are e-mailed, and the move can be downloaded as CSV.
 */

/** The most clients one move takes (a whole caseload of a small organisation fits). */
export const MAX_CLIENTS_PER_MOVE = 500;
export const MOVE_REASON_MESSAGE =
  'Please say why these clients are moving (at least 5 characters)';
export const MOVE_CLIENTS_MESSAGE = 'Please choose the clients to move';
export const MOVE_TO_MESSAGE = 'Please choose the case worker to move them to';

export const caseloadMoveInputSchema = z
  .object({
    /** The clients to move; or leave it out and name `fromCaseWorkerId` to move all of theirs. */
    clientIds: z
      .array(recordIdSchema, { error: MOVE_CLIENTS_MESSAGE })
      .max(MAX_CLIENTS_PER_MOVE, { error: `At most ${MAX_CLIENTS_PER_MOVE} clients at a time` })
      .optional(),
    fromCaseWorkerId: recordIdSchema.optional(),
    toCaseWorkerId: z.coerce
      .number({ error: MOVE_TO_MESSAGE })
      .int({ error: MOVE_TO_MESSAGE })
      .positive({ error: MOVE_TO_MESSAGE })
      .max(MAX_DATABASE_ID, { error: MOVE_TO_MESSAGE }),
    reason: text(5, MOVE_REASON_MESSAGE, 500),
  })
  // Chosen clients are at least one; "all of theirs" is said by leaving the list out, never by an empty one.
  .refine(
    (body) =>
      body.clientIds === undefined
        ? body.fromCaseWorkerId !== undefined
        : body.clientIds.length > 0,
    { error: MOVE_CLIENTS_MESSAGE, path: ['clientIds'] },
  );
export type CaseloadMoveInput = z.infer<typeof caseloadMoveInputSchema>;

const personSchema = z.object({ id: z.number().int(), fullName: z.string() });

export const caseloadMoveSchema = z.object({
  id: z.number().int(),
  movedAt: timestampSchema,
  movedBy: personSchema.nullable(),
  to: personSchema,
  reason: z.string(),
  clients: z.array(personSchema.extend({ from: personSchema.nullable() })),
});
export type CaseloadMove = z.infer<typeof caseloadMoveSchema>;

export const caseloadMovesContract = defineContract({
  'POST /api/admin/caseload-moves': {
    access: ['admin'],
    summary:
      'Move clients (chosen, or all of one case worker’s) to another active case worker, with a reason',
    description:
      'One transaction: every client moves, with a timeline entry and e-mails to the receiving case worker and each client, or none does.',
    tag: 'users',
    body: caseloadMoveInputSchema,
    response: { 201: caseloadMoveSchema },
    errors: [400, 401, 403],
  },
  'GET /api/admin/caseload-moves/:id.csv': {
    access: ['admin'],
    summary: 'A caseload move as CSV: one row per client moved',
    tag: 'users',
    params: idParamsSchema,
    response: {
      200: {
        description: 'CSV: move, moved at, moved by, client id, client, from, to, reason',
        content: { 'text/csv': { schema: z.string() } },
      },
    },
    errors: [400, 401, 403, 404],
  },
});
