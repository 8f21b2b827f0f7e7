import type { Invitation, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { NO_PASSWORD_YET, createInvitation } from '../../../services/invitations.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { findUserById, withdrawOpenLinks } from '../../users/repository.js';
import { NO_SUCH_CLIENT, clientWithinReach } from '../policy.js';

export const ALREADY_SIGNED_IN =
  'This client has already set a password. They can use “Forgot your password?” on the sign-in page.';

/**
 * A new one-time invitation link for a client who has not set a password yet (issue 32 D3): the
 * first one was lost (a double click hid it, or the e-mail never came). Every earlier open link of
 * the account stops working, so only the newest one sets the password. An account that already
 * has a password is refused: a link staff can read would let them take it over.
 */
export async function reissueInvitation(
  ctx: UseCaseContext,
  actor: User,
  input: { clientId: number },
): Promise<Invitation> {
  await clientWithinReach(ctx.db, actor, input.clientId);
  return inTransaction(ctx.db, async (trx) => {
    const account = await findUserById(trx, input.clientId);
    if (!account) throw new HttpError(404, NO_SUCH_CLIENT);
    if (account.password !== NO_PASSWORD_YET || account.deactivated_at !== null) {
      throw new HttpError(409, ALREADY_SIGNED_IN);
    }
    await withdrawOpenLinks(trx, account.id, ctx.now);
    const invitation = await createInvitation(trx, ctx.outbox, account, actor.fullName);
    await recordTimelineEntry(trx, {
      clientId: account.id,
      actorId: actor.id,
      at: ctx.now,
      action: 'invitationReissued',
    });
    return invitation;
  });
}
