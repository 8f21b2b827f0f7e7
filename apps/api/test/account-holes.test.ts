import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InvitedUser, OutboxList, OutboxMessage } from '@pathways/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Envelope } from '../src/domains/outbox/delivery-worker.js';
import { clockStartingAt } from '../src/services/clock.js';
import { asUser, signInAs } from './support/as-user.js';
import { addCaseWorker } from './support/staff.js';
import { backends, createTestApp, testEnv } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/** A link's token as the mail carries it: 32 random bytes, base64url. */
const TOKEN_IN_LINK = /#token=([A-Za-z0-9_-]{20,})/;
const INT_MAX = 2_147_483_647;
const TODAY = '2026-11-25T15:00:00Z';

/** Every row of every table of the database, as text: what a dump would hold. */
async function dumpEveryTable(test: TestApp): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(test.db);
  const dumps = await Promise.all(
    rows.map(({ name }) => sql`select * from ${sql.table(name)}`.execute(test.db)),
  );
  return JSON.stringify(dumps.map((dump) => dump.rows));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe.each(backends)('accounts and mail: the holes of issue 25 (%s)', (backend) => {
  let test: TestApp;
  let admin: string;
  beforeAll(async () => {
    test = await createTestApp(backend, {
      clock: clockStartingAt(TODAY),
      env: { ...testEnv, PUBLIC_URL: 'https://pathways.test' },
      mail: { autoStart: false },
    });
    admin = await asUser(test.app, 'admin');
  });
  afterAll(() => test.close());

  const send = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
    test.app.inject({ method, url, headers: { cookie }, payload });
  const invite = (username: string, role: 'caseWorker' | 'admin' = 'caseWorker') =>
    send('POST', '/api/admin/users', admin, {
      fullName: `Invited ${username}`,
      email: `user${username.length}-${Buffer.from(username).toString('hex')}@example.org`,
      username,
      role,
    });

  it('H-3: no usable reset or invitation token is in any table while the mail is held, yet the sent link works', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: 'demo-employer@example.org' },
    });
    const invited = (await invite('held.link')).json<InvitedUser>();
    const invitationToken = TOKEN_IN_LINK.exec(invited.invitation.link)?.[1] ?? 'missing';
    await test.app.outboxWorker.drain();

    const dump = await dumpEveryTable(test);
    expect(dump).not.toContain(invitationToken);
    expect(dump).not.toMatch(TOKEN_IN_LINK);

    const list = await test.app.inject({ url: '/api/outbox', headers: { cookie: admin } });
    const reset = list.json<OutboxList>().messages.find((m) => m.template === 'passwordReset');
    const detail = await test.app.inject({
      url: `/api/outbox/${reset?.id ?? 0}`,
      headers: { cookie: admin },
    });
    expect(detail.json<OutboxMessage>().text).toContain('#token=[link hidden]');

    // Sent after all (an admin's "send again", on an instance with SMTP): the link in it works.
    const sent: Envelope[] = [];
    const mailer = await buildApp({
      env: testEnv,
      db: test.db,
      clock: test.app.clock,
      cipher: test.app.cipher,
      rateLimits: false,
      mail: {
        autoStart: false,
        transport: {
          send: (mail) => {
            sent.push(mail);
            return Promise.resolve();
          },
          close() {},
        },
      },
    });
    try {
      const retried = await send('POST', `/api/outbox/${reset?.id ?? 0}/retry`, admin, {});
      expect(retried.statusCode).toBe(200);
      await mailer.outboxWorker.drain();
    } finally {
      await mailer.close();
    }
    const token = TOKEN_IN_LINK.exec(sent.at(-1)?.text ?? '')?.[1] ?? 'missing';
    const verified = await test.app.inject({
      method: 'POST',
      url: '/api/password-reset/verify',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(await dumpEveryTable(test)).not.toContain(token);
  });

  it('M-4: two admins demoting each other at once leave one active admin', async () => {
    const otherId = await addCaseWorker(test.db, 'second-admin');
    await test.db.updateTable('users').set({ role: 'admin' }).where('id', '=', otherId).execute();
    const other = await signInAs(test.app, 'second-admin');
    const me = (await test.app.inject({ url: '/api/user', headers: { cookie: admin } })).json<{
      id: number;
    }>().id;
    const answers = await Promise.all([
      send('PATCH', `/api/admin/users/${otherId}`, admin, { role: 'caseWorker' }),
      send('PATCH', `/api/admin/users/${me}`, other, { active: false }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const admins = await test.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('deactivated_at', 'is', null)
      .execute();
    expect(admins.length).toBeGreaterThanOrEqual(1);
    // Whoever won, the portal keeps its admin: put things back for the next tests.
    await test.db
      .updateTable('users')
      .set({ role: 'admin', deactivated_at: null })
      .where('id', '=', me)
      .execute();
    admin = await asUser(test.app, 'admin');
  });

  it('a case worker with clients is neither demoted nor deactivated until the caseload moves', async () => {
    const list = await test.app.inject({
      url: '/api/admin/users?q=demo-caseworker',
      headers: { cookie: admin },
    });
    const worker = list
      .json<{ users: { id: number; username: string; caseloadSize: number }[] }>()
      .users.find((user) => user.username === 'demo-caseworker');
    expect(worker?.caseloadSize).toBeGreaterThan(0);
    for (const change of [{ active: false }, { role: 'employer' }]) {
      const res = await send('PATCH', `/api/admin/users/${worker?.id ?? 0}`, admin, change);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(
        /move their clients to another case worker first/,
      );
    }
  });

  it('a deactivated or re-roled account’s invitation link dies', async () => {
    for (const [username, change] of [
      ['gone.soon', { active: false }],
      ['re.roled', { role: 'admin' }],
    ] as const) {
      const invited = (await invite(username)).json<InvitedUser>();
      const token = TOKEN_IN_LINK.exec(invited.invitation.link)?.[1] ?? 'missing';
      const verify = () =>
        test.app.inject({ method: 'POST', url: '/api/password-reset/verify', payload: { token } });
      expect((await verify()).statusCode).toBe(200);
      const changed = await send('PATCH', `/api/admin/users/${invited.user.id}`, admin, change);
      expect(changed.statusCode).toBe(200);
      expect((await verify()).statusCode).toBe(410);
    }
  });

  it('usernames are NFKC, lower-cased and only a-z 0-9 . _ -', async () => {
    const folded = await invite('Ｍorgan.Ｌee');
    expect(folded.statusCode).toBe(201);
    expect(folded.json<InvitedUser>().user.username).toBe('morgan.lee');
    for (const username of ['bad name', 'semi;colon', 'ünïcode']) {
      const res = await invite(username);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.username).toEqual([
        'Usernames may use only lowercase letters, digits, dots, hyphens and underscores',
      ]);
    }
  });

  it('answers with personal data are never cached; public data may be', async () => {
    const worker = await asUser(test.app, 'caseWorker');
    for (const [url, cookie] of [
      ['/api/admin/users', admin],
      ['/api/outbox', admin],
      ['/api/clients', worker],
      ['/api/inbox', worker],
      ['/api/user', worker],
    ] as const) {
      const res = await test.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const stories = await test.app.inject({ url: '/api/success-stories' });
    expect(stories.headers['cache-control']).not.toBe('no-store');
  });

  it('refuses a line break in a one-line field, a version past 2^31 and dates out of range', async () => {
    const contact = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Dana',
        email: 'dana@example.org',
        subject: 'Hello\r\nBcc: everyone@example.org',
        message: 'A message long enough to pass.',
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.subject).toEqual([
      'Please keep this on one line',
    ]);

    const client = await asUser(test.app, 'client');
    const profile = await send('PATCH', '/api/my/profile', client, {
      version: INT_MAX + 1,
      phone: '319-555-0100',
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty(
      'version',
    );

    const worker = await asUser(test.app, 'caseWorker');
    const clients = await test.app.inject({ url: '/api/clients', headers: { cookie: worker } });
    const clientId = clients.json<{ clients: { id: number }[] }>().clients[0]?.id ?? 0;
    for (const date of ['0001-01-01T10:00:00Z', '9999-12-31T10:00:00Z']) {
      const res = await send('POST', `/api/clients/${clientId}/appointments`, worker, {
        title: 'Check-in',
        date,
        mode: 'inPerson',
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.date).toEqual([
        'Please enter a date between 1900 and 2100',
      ]);
    }
    const book = (date: string) =>
      send('POST', `/api/clients/${clientId}/appointments`, worker, {
        title: 'Check-in',
        date,
        mode: 'inPerson',
      });
    const tooFar = await book('2030-01-07T10:00:00Z');
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.date).toEqual([
      'Please choose a date within the past year or the next two years',
    ]);
    expect((await book('2026-12-02T10:00:00Z')).statusCode).toBeLessThan(300);
  });
});

describe('H-3 on disk: the embedded database’s files hold no usable token', () => {
  const root = mkdtempSync(join(tmpdir(), 'pathways-tokens-'));
  const dataDir = join(root, 'data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates DATA_DIR for its owner only, and no file in it (WAL included) holds the invitation token', async () => {
    const app = await buildApp({
      env: { ...testEnv, DATA_DIR: dataDir },
      rateLimits: false,
      mail: { autoStart: false },
    });
    let token = 'missing';
    try {
      const admin = await signInAs(app, 'demo-admin');
      const invited = await app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { cookie: admin },
        payload: {
          fullName: 'Disk Check',
          email: 'disk.check@example.org',
          username: 'disk.check',
          role: 'caseWorker',
        },
      });
      token = TOKEN_IN_LINK.exec(invited.json<InvitedUser>().invitation.link)?.[1] ?? 'missing';
      await app.outboxWorker.drain();
    } finally {
      await app.close();
    }
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const holders = filesUnder(dataDir).filter((file) =>
      readFileSync(file).includes(Buffer.from(token)),
    );
    expect(holders).toEqual([]);
  });
});
