import { screenCase, type CaseInput } from '@pathways/record-clearing';
import type { ClientScreening, User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error.js';
import { findClient } from '../../../repositories/clients.js';
import { mayScreenFor } from '../policy.js';
import { saveClientScreening } from '../repository.js';
import { todayInIowa } from '../today-in-iowa.js';

const NOT_FOUND = 'No such client';

/**
 * A case worker screens one of their client's cases: the answer goes on the client's timeline, and
 * a "not yet" with a date becomes an action-plan task due that day.
 *
 * @example
 * await screenClientCase(app, user, 42, input); // { answer: { status: 'not-yet', … }, followUp: {…} }
 */
export async function screenClientCase(
  app: FastifyInstance,
  user: User,
  clientId: number,
  input: CaseInput,
): Promise<ClientScreening> {
  const client = await findClient(app.db, clientId);
  if (!client || !mayScreenFor(user, client)) throw new HttpError(404, NOT_FOUND);
  const now = app.clock.now();
  const answer = screenCase(input, { today: todayInIowa(now) });
  const followUp = await saveClientScreening(app.db, {
    clientId,
    actorId: user.id,
    caseWorkerId: client.case_worker_id,
    at: now,
    answer,
  });
  return { answer: { ...answer, nextSteps: [...answer.nextSteps] }, followUp };
}
