import { MESSAGE_DIGEST_MINUTES, portalPaths } from '@pathways/schemas';
import type { CaseMessage } from '@pathways/schemas';
import { enqueueMessage } from '../../outbox/outbox.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { findOpenDigest, insertMessage, openDigest, toCaseMessage } from '../repository.js';

const MINUTE_MS = 60_000;

/**
 * Staff write to a client. The client hears of it by e-mail, never its text, and once for all the
 * messages sent within MESSAGE_DIGEST_MINUTES: the first sends the notice at once (a person waiting
 * for an answer should not wait a quarter of an hour to learn of it) and opens the window; the ones
 * after it are covered by that notice. Committed with the message or not at all.
 */
export async function sendStaffMessage(
  { db, now, outbox }: UseCaseContext,
  actor: Actor,
  input: { clientId: number; body: string },
): Promise<CaseMessage> {
  const client = await clientWithinReach(db, actor, input.clientId);
  const id = await db.transaction().execute(async (trx) => {
    const messageId = await insertMessage(trx, {
      clientId: client.id,
      authorId: actor.id,
      fromClient: false,
      body: input.body,
      at: now,
    });
    if (await findOpenDigest(trx, client.id, now)) return messageId;
    const until = new Date(now.getTime() + MESSAGE_DIGEST_MINUTES * MINUTE_MS);
    await openDigest(trx, messageId, until);
    await enqueueMessage(trx, outbox, {
      to: client.email,
      message: {
        template: 'caseWorkerMessage',
        data: {
          name: client.full_name,
          caseWorkerName: actor.fullName,
          link: outbox.link(portalPaths.clientMessages),
        },
      },
      language: client.preferred_language,
    });
    return messageId;
  });
  return toCaseMessage({
    id,
    from_client: false,
    author_name: actor.fullName,
    body: input.body,
    sent_at: now,
    read_at: null,
  });
}
