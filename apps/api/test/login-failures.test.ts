import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginFailureLedger } from '../src/repositories/login-failures.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp } from './support/test-app.js';

const HOUR_MS = 3_600_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 12, 0) + minutes * 60_000);

describe.each(backends)('failed sign-ins per account (%s)', (backend) => {
  let test: TestApp;
  let ledger: LoginFailureLedger;
  beforeAll(async () => {
    test = await createTestApp(backend);
    ledger = new LoginFailureLedger(test.db, { max: 3, timeWindow: HOUR_MS });
  });
  afterAll(() => test.close());

  it('blocks an account at the limit until its window ends, whatever the letter case', async () => {
    await ledger.recordFailure('Maria', at(0));
    await ledger.recordFailure('maria', at(10));
    expect(await ledger.isBlocked('MARIA', at(11))).toBe(false);
    await ledger.recordFailure('MARIA', at(20));
    expect(await ledger.isBlocked('maria', at(21))).toBe(true);
    expect(await ledger.isBlocked('someone-else', at(21))).toBe(false);
    // The window opened at the first failure; an hour later the account is free again.
    expect(await ledger.isBlocked('maria', at(61))).toBe(false);
  });

  it('starts a new count after the window, not on top of the old one', async () => {
    await ledger.recordFailure('jon', at(0));
    await ledger.recordFailure('jon', at(1));
    await ledger.recordFailure('jon', at(2));
    expect(await ledger.isBlocked('jon', at(3))).toBe(true);
    await ledger.recordFailure('jon', at(70));
    await ledger.recordFailure('jon', at(71));
    expect(await ledger.isBlocked('jon', at(72))).toBe(false);
    await ledger.recordFailure('jon', at(72));
    expect(await ledger.isBlocked('jon', at(73))).toBe(true);
  });

  it('counts failures that arrive at the same moment', async () => {
    await Promise.all([1, 2, 3].map(() => ledger.recordFailure('rush', at(0))));
    expect(await ledger.isBlocked('rush', at(1))).toBe(true);
  });

  it('prunes only the counts whose window has ended', async () => {
    await ledger.recordFailure('old-name', at(0));
    await ledger.recordFailure('new-name', at(50));
    await ledger.prune(at(61));
    const accounts = await test.db
      .selectFrom('login_failures')
      .select('account')
      .where('account', 'in', ['old-name', 'new-name'])
      .execute();
    expect(accounts.map((row) => row.account)).toEqual(['new-name']);
  });
});
