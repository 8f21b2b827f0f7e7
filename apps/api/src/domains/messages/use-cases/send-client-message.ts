import type { CaseMessage } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { ownThread } from '../policy.js';
import { insertMessage, toCaseMessage } from '../repository.js';

/** The client writes to their case worker. */
export async function sendClientMessage(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { body: string },
): Promise<CaseMessage> {
  await ownThread(db, actor);
  const id = await insertMessage(db, {
    clientId: actor.id,
    authorId: actor.id,
    fromClient: true,
    body: input.body,
    at: now,
  });
  return toCaseMessage({
    id,
    from_client: true,
    author_name: actor.fullName,
    body: input.body,
    sent_at: now,
    read_at: null,
  });
}
