import type { User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error.js';
import { recordAccess } from '../../../repositories/access-log.js';
import { findInboxRow } from '../../../repositories/inbox.js';
import { maskAnswers, openAnswers } from '../../../services/sensitive-fields.js';
import { checkNeedToKnow } from '../../../routes/inbox/index.js';
import { inboxKindRegistry } from '../../../routes/inbox/kinds.js';

const NOT_FOUND = 'No such submission';

/**
 * Opens a screening's sealed case and answer for the staff member it is assigned to, or an admin who
 * says why. The read goes to the access log; the log has no column for this kind of submission, so
 * the fields are named with the submission's reference ("PW-2026-000012.case"), never with values.
 *
 * @example
 * await revealScreening(app, user, 12, undefined); // { answers: { case: {…}, answer: {…} } }
 */
export async function revealScreening(
  app: FastifyInstance,
  user: User,
  id: number,
  reason: string | undefined,
): Promise<{ answers: Record<string, unknown> }> {
  const row = await findInboxRow(app.db, 'recordClearing', id);
  if (!row) throw new HttpError(404, NOT_FOUND);
  checkNeedToKnow(user, row['assigned_to'] as number | null, reason, NOT_FOUND);
  const answers = inboxKindRegistry.recordClearing.answersOf(row);
  const { protectedFields } = maskAnswers(answers);
  const opened = openAnswers(app.cipher, answers);
  await recordAccess(app.db, {
    actorId: user.id,
    at: app.clock.now(),
    fields: protectedFields.map((field) => `${String(row['reference'])}.${field}`),
    reason,
  });
  return { answers: Object.fromEntries(protectedFields.map((field) => [field, opened[field]])) };
}
