import { createHash, randomBytes } from 'node:crypto';
import { calendarFeedPath } from '@pathways/schemas';
import type {
  CalendarFeedState,
  CreatedCalendarFeed,
  CreateCalendarFeedInput,
  User,
} from '@pathways/schemas';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { findLiveFeed, insertFeed, revokeLiveFeeds } from '../repository.js';

/** 256 random bits: far beyond guessing, however many feeds there are. */
const TOKEN_BYTES = 32;

/** The token as it is stored: its SHA-256, so the table alone opens no one's calendar. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function getFeedState(ctx: UseCaseContext, actor: User): Promise<CalendarFeedState> {
  const feed = await findLiveFeed(ctx.db, actor.id);
  return { feed: feed ? { createdAt: feed.created_at.toISOString() } : null };
}

/** A new feed, whose address is answered this once; any earlier feed of the person stops at once. */
export async function createFeed(
  ctx: UseCaseContext,
  actor: User,
  input: CreateCalendarFeedInput,
): Promise<CreatedCalendarFeed> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const created = await inTransaction(ctx.db, async (trx) => {
    await revokeLiveFeeds(trx, actor.id, ctx.now);
    return insertFeed(trx, {
      userId: actor.id,
      tokenHash: hashFeedToken(token),
      language: input.language ?? 'en',
      at: ctx.now,
    });
  });
  return {
    url: ctx.outbox.link(calendarFeedPath(token)),
    createdAt: created.created_at.toISOString(),
  };
}

export async function revokeFeed(ctx: UseCaseContext, actor: User): Promise<{ revoked: boolean }> {
  return { revoked: (await revokeLiveFeeds(ctx.db, actor.id, ctx.now)) > 0 };
}
