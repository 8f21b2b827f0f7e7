import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Limit } from '../lib/rate-limits.js';

/**
 * Failed sign-ins per account in a fixed window, kept in the database so that every instance of
 * the API sees the same count: password guessing spread over many addresses and instances still
 * stops at `limit.max` an account per window.
 */
export class LoginFailureLedger {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limit: Limit,
  ) {}

  async isBlocked(username: string, now = new Date()): Promise<boolean> {
    const row = await this.db
      .selectFrom('login_failures')
      .select('failures')
      .where('account', '=', username.toLowerCase())
      .where('window_started_at', '>', this.windowStartBefore(now))
      .executeTakeFirst();
    return row !== undefined && row.failures >= this.limit.max;
  }

  /** One statement, so concurrent failures on several instances are all counted. */
  async recordFailure(username: string, now = new Date()): Promise<void> {
    const windowOpen = sql<boolean>`login_failures.window_started_at > ${this.windowStartBefore(now)}`;
    await this.db
      .insertInto('login_failures')
      .values({ account: username.toLowerCase(), failures: 1, window_started_at: now })
      .onConflict((conflict) =>
        conflict.column('account').doUpdateSet({
          failures: sql`case when ${windowOpen} then login_failures.failures + 1 else 1 end`,
          window_started_at: sql`case when ${windowOpen} then login_failures.window_started_at else excluded.window_started_at end`,
        }),
      )
      .execute();
  }

  async reset(username: string): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('account', '=', username.toLowerCase())
      .execute();
  }

  /** Drops the counts whose window has ended (names tried once by a bot would otherwise pile up). */
  async prune(now = new Date()): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('window_started_at', '<=', this.windowStartBefore(now))
      .execute();
  }

  private windowStartBefore(now: Date): Date {
    return new Date(now.getTime() - this.limit.timeWindow);
  }
}
