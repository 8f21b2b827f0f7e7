import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { LoginThrottlePolicy } from '../../lib/rate-limits.js';

export type LoginDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Count {
  failures: number;
  windowStartedAt: Date;
  lastFailureAt: Date;
}

/**
 * Sign-in throttling that bounds password guessing without letting a stranger lock the owner out
 * (OWASP's authentication guidance; issue 11 item 6). Failures are counted per (account, address)
 * and per account, in the database so every instance counts the same ones:
 * - an address gets `freeFailuresPerAddress` tries at an account, then waits a delay that doubles
 *   with each further failure (capped): only that address is slowed;
 * - an account gets `freeFailuresPerAccount` failures a window from anywhere, then every guess, from
 *   any address, waits a doubling delay after the last one: guessing from many addresses stays
 *   bounded (well under a hundred evaluated a window), and the owner is delayed, never refused.
 * An attempt is claimed before its password is checked, under a row lock on the account, so
 * concurrent guesses cannot slip past the count; a right password clears the count.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: LoginThrottlePolicy,
  ) {}

  /** Takes one attempt for (account, address), or says how long to wait; counts it as a failure until `succeeded`. */
  claim(username: string, address: string, now: Date): Promise<LoginDecision> {
    const account = username.toLowerCase();
    return this.db.transaction().execute(async (trx) => {
      const accountCount = await this.lockedAccountCount(trx, account, now);
      const addressCount = await this.addressCount(trx, account, address, now);
      const wait = Math.max(
        this.waitMs(accountCount, this.policy.freeFailuresPerAccount, now),
        this.waitMs(addressCount, this.policy.freeFailuresPerAddress, now),
      );
      if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };
      await trx
        .updateTable('login_failures')
        .set(this.counted(accountCount, now))
        .where('account', '=', account)
        .execute();
      await trx
        .insertInto('login_address_failures')
        .values({ account, address, ...this.counted(addressCount, now) })
        .onConflict((conflict) =>
          conflict.columns(['account', 'address']).doUpdateSet(this.counted(addressCount, now)),
        )
        .execute();
      return { allowed: true };
    });
  }

  /**
   * The right password: the account's failures are forgotten (only its owner can do this, so it
   * gives a guesser nothing), and so are those of the address it came from.
   */
  async succeeded(username: string, address: string): Promise<void> {
    const account = username.toLowerCase();
    await this.db
      .deleteFrom('login_address_failures')
      .where('account', '=', account)
      .where('address', '=', address)
      .execute();
    await this.db.deleteFrom('login_failures').where('account', '=', account).execute();
  }

  /** Drops the counts whose window has ended (names tried once by a bot would otherwise pile up). */
  async prune(now: Date): Promise<void> {
    const ended = new Date(now.getTime() - this.policy.window);
    await this.db.deleteFrom('login_failures').where('window_started_at', '<=', ended).execute();
    await this.db
      .deleteFrom('login_address_failures')
      .where('window_started_at', '<=', ended)
      .execute();
  }

  /** The account's count, its row locked until the transaction ends (created when missing). */
  private async lockedAccountCount(
    trx: Transaction<Database>,
    account: string,
    now: Date,
  ): Promise<Count> {
    await trx
      .insertInto('login_failures')
      .values({ account, failures: 0, window_started_at: now, last_failure_at: now })
      .onConflict((conflict) => conflict.column('account').doNothing())
      .execute();
    const row = await trx
      .selectFrom('login_failures')
      .select(['failures', 'window_started_at', 'last_failure_at'])
      .where('account', '=', account)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return this.current(
      {
        failures: row.failures,
        windowStartedAt: row.window_started_at,
        lastFailureAt: row.last_failure_at ?? row.window_started_at,
      },
      now,
    );
  }

  private async addressCount(
    trx: Transaction<Database>,
    account: string,
    address: string,
    now: Date,
  ): Promise<Count> {
    const row = await trx
      .selectFrom('login_address_failures')
      .select(['failures', 'window_started_at', 'last_failure_at'])
      .where('account', '=', account)
      .where('address', '=', address)
      .executeTakeFirst();
    return this.current(
      row
        ? {
            failures: row.failures,
            windowStartedAt: row.window_started_at,
            lastFailureAt: row.last_failure_at,
          }
        : { failures: 0, windowStartedAt: now, lastFailureAt: now },
      now,
    );
  }

  /** A count whose window has ended starts again from nothing. */
  private current(count: Count, now: Date): Count {
    const ended = now.getTime() - count.windowStartedAt.getTime() >= this.policy.window;
    return ended ? { failures: 0, windowStartedAt: now, lastFailureAt: now } : count;
  }

  /** The count with this attempt added. */
  private counted(count: Count, now: Date) {
    return {
      failures: count.failures + 1,
      window_started_at: count.windowStartedAt,
      last_failure_at: now,
    };
  }

  /** How much longer a count must wait: nothing within its free failures, then a doubling delay. */
  private waitMs(count: Count, freeFailures: number, now: Date): number {
    if (count.failures < freeFailures) return 0;
    const delay = Math.min(
      this.policy.firstDelayMs * 2 ** (count.failures - freeFailures),
      this.policy.maxDelayMs,
    );
    return Math.max(0, count.lastFailureAt.getTime() + delay - now.getTime());
  }
}
