/** The scale test's proofs that need no load: each answers one line, held or not. */
import { execFileSync } from 'node:child_process';
import { copyFileSync, lstatSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { request } from 'node:https';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/db/database.js';
import { FieldCipher, decodeEncryptionKey } from '../src/lib/field-cipher.js';
import { createOutbox, enqueueMessage } from '../src/domains/outbox/outbox.js';
import { systemClock } from '../src/services/clock.js';
import type { TestSmtpServer } from '../test/support/smtp.js';
import type { Instance } from './processes.js';
import { sleep } from './processes.js';

export interface Proof {
  ok: boolean;
  line: string;
}

export interface Stack {
  httpsPort: number;
  ca: string;
  databaseUrl: string;
  /** The instances' DATA_ENCRYPTION_KEY: mail queued here is sealed as theirs is. */
  encryptionKey: string;
  instances: Instance[];
  catchers: TestSmtpServer[];
  username: string;
  password: string;
}

const FORM_LIMIT = 20;
const MAIL_COUNT = 200;
const MAIL_WAIT_MS = 30_000;
const POLL_MS = 200;

/**
 * `systemd-analyze verify` on deploy/systemd/pathways@.service as instance 3001 (a template is
 * verified through an instance name). Where systemd is not installed, the line says it was not run.
 */
export function verifySystemdUnit(work: string): Proof {
  const unit = join(work, 'pathways@3001.service');
  copyFileSync(new URL('../../../deploy/systemd/pathways@.service', import.meta.url), unit);
  try {
    const output = execFileSync('systemd-analyze', ['verify', unit], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return {
      ok: output.trim() === '',
      line: `systemd unit: systemd-analyze verify clean${output.trim() ? `: ${output.trim()}` : ''}`,
    };
  } catch (error) {
    const details = error as { code?: unknown; stderr?: unknown };
    if (details.code === 'ENOENT')
      return {
        ok: true,
        line: 'systemd unit: not verified (systemd-analyze is not installed here)',
      };
    return {
      ok: false,
      line: `systemd unit: systemd-analyze verify failed: ${String(details.stderr ?? error).trim()}`,
    };
  }
}

/** Every symbolic link in the copied bundle resolves inside it: nothing reaches back into the repo. */
export function bundleStaysInside(bundle: string, repoRoot: string): Proof {
  const root = realpathSync(bundle);
  const escapes: string[] = [];
  let links = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stats = lstatSync(path);
      if (stats.isSymbolicLink()) {
        links += 1;
        const target = resolve(dir, readlinkSync(path));
        if (!target.startsWith(root)) escapes.push(path);
      } else if (stats.isDirectory()) {
        walk(path);
      }
    }
  };
  walk(root);
  return {
    ok: escapes.length === 0 && !root.startsWith(repoRoot),
    line: `bundle copied to ${root} (outside the repo): ${links} links, ${escapes.length} pointing out of it; both instances run its server.js from another folder`,
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request through nginx. */
function viaNginx(stack: Stack, method: string, path: string, body?: unknown): Promise<Answer> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolvePromise, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: stack.httpsPort,
        ca: stack.ca,
        method,
        path,
        headers: text ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        let received = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (received += chunk));
        response.on('end', () =>
          resolvePromise({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: received,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

/**
 * Straight to one instance, as nginx would send it (TRUST_PROXY=1 believes the hop before it):
 * the caller's address and https in X-Forwarded-*, so the proof knows which instance answered.
 */
function direct(
  instance: Instance,
  method: string,
  path: string,
  { body, cookie, address }: { body?: unknown; cookie?: string; address: string },
): Promise<Response> {
  return fetch(`${instance.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': address,
      'x-forwarded-proto': 'https',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function proveSessionAndLimit(stack: Stack): Promise<Proof[]> {
  const [a, b] = stack.instances;
  if (!a || !b) throw new Error('two instances expected');
  const credentials = { username: stack.username, password: stack.password };

  const signedIn = await viaNginx(stack, 'POST', '/api/login', credentials);
  const setCookie = [signedIn.headers['set-cookie'] ?? []].flat();
  const sessionCookie = setCookie.find((cookie) => cookie.includes('pathways.sid'));
  const secure =
    signedIn.status === 200 && sessionCookie !== undefined && /;\s*Secure/i.test(sessionCookie);

  const login = await direct(a, 'POST', '/api/login', {
    body: credentials,
    address: '198.51.100.7',
  });
  const cookie =
    (login.headers.getSetCookie().find((line) => line.includes('pathways.sid')) ?? '').split(
      ';',
    )[0] ?? '';
  const onB = await direct(b, 'GET', '/api/user', { cookie, address: '198.51.100.7' });
  const user = onB.ok ? ((await onB.json()) as { username?: string }).username : undefined;

  const address = '203.0.113.21';
  const statuses: number[] = [];
  for (let post = 0; post < FORM_LIMIT; post += 1) {
    const instance = post % 2 === 0 ? a : b;
    const answer = await direct(instance, 'POST', '/api/contact', {
      address,
      body: {
        name: 'Limit Tester',
        email: `limit-${post}@example.org`,
        phone: '',
        subject: 'Limit',
        message: `Post ${post + 1} of the limit proof`,
      },
    });
    statuses.push(answer.status);
  }
  const extra = {
    name: 'Limit Tester',
    email: 'limit-extra@example.org',
    phone: '',
    subject: 'Limit',
    message: 'One too many',
  };
  const onA = (await direct(a, 'POST', '/api/contact', { address, body: extra })).status;
  const onBStatus = (await direct(b, 'POST', '/api/contact', { address, body: extra })).status;
  const accepted = statuses.filter((status) => status === 201).length;
  const others = statuses.filter((status) => status !== 201);

  return [
    {
      ok: secure,
      line: `Secure cookie behind the TLS proxy: sign-in through nginx (https) answered ${signedIn.status} with ${sessionCookie?.split(';')[0]?.split('=')[0] ?? 'no session cookie'}; ${secure ? 'Secure' : 'NOT Secure'}`,
    },
    {
      ok: login.status === 200 && user === stack.username,
      line: `session across instances: signed in on A (${login.status}), GET /api/user on B answered ${onB.status} as ${user ?? 'nobody'}`,
    },
    {
      ok: accepted === FORM_LIMIT && onA === 429 && onBStatus === 429,
      line: `contact form limit shared through Redis: ${accepted} of ${FORM_LIMIT} posts accepted (alternating A and B${others.length ? `; others answered ${others.join(',')}` : ''}), the 21st refused ${onA} by A and ${onBStatus} by B`,
    },
  ];
}

/** Exactly one instance holds the hourly jobs' lock (lib/job-leader.ts), and it is one of ours. */
export async function jobLeads(stack: Stack, when: string): Promise<Proof> {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ application_name: string }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and a.datname = current_database()`,
  );
  await db.end();
  const leaders = rows.map((row) => {
    const pid = Number(row.application_name.split(' ').at(-1));
    return (
      stack.instances.find((instance) => instance.pid === pid)?.name ??
      `unknown (${row.application_name})`
    );
  });
  return {
    ok: leaders.length === 1 && stack.instances.some((instance) => instance.name === leaders[0]),
    line: `hourly jobs ${when}: ${leaders.length} of ${stack.instances.length} instances hold the job lock (${leaders.join(', ') || 'none'})`,
  };
}

/** 200 messages queued at once with both workers running reach the catchers exactly once each. */
export async function proveMail(stack: Stack): Promise<Proof> {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: stack.databaseUrl }) }),
  });
  const outbox = createOutbox(
    {
      MAIL_FROM: 'Cedar Valley Pathways <no-reply@pathways.localhost>',
      PORT: 0,
      PUBLIC_URL: undefined,
      SMTP_URL: 'smtp://127.0.0.1',
      STAFF_ALERT_TO: undefined,
    },
    systemClock,
    new FieldCipher(decodeEncryptionKey(stack.encryptionKey)),
  );
  const recipients = Array.from(
    { length: MAIL_COUNT },
    (_, index) => `scale-mail-${index}@example.org`,
  );
  await db.transaction().execute(async (trx) => {
    for (const to of recipients) {
      await enqueueMessage(trx, outbox, {
        to,
        message: {
          template: 'caseWorkerMessage',
          data: { name: 'Scale', caseWorkerName: 'Case Worker', link: outbox.link('/dashboard') },
        },
      });
    }
  });
  const wanted = new Set(recipients);
  const ours = () =>
    stack.catchers.map((catcher) =>
      catcher.received.filter((mail) => mail.to.some((to) => wanted.has(to))),
    );
  const deadline = performance.now() + MAIL_WAIT_MS;
  while (ours().flat().length < MAIL_COUNT && performance.now() < deadline) await sleep(POLL_MS);
  // A little longer: a second copy, were one coming, would arrive now.
  await sleep(POLL_MS * 5);
  const pending = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '!=', 'sent')
    .executeTakeFirst();
  await db.destroy();
  const perInstance = ours().map((mails) => mails.length);
  const received = ours().flat();
  const ids = received.map((mail) => mail.messageId);
  const allIds = stack.catchers.flatMap((catcher) =>
    catcher.received.map((mail) => mail.messageId),
  );
  const twice = allIds.length - new Set(allIds).size;
  const missing = recipients.filter((to) => !received.some((mail) => mail.to.includes(to))).length;
  return {
    ok:
      received.length === MAIL_COUNT &&
      new Set(ids).size === MAIL_COUNT &&
      missing === 0 &&
      twice === 0,
    line: `outbox with 2 workers: ${MAIL_COUNT} e-mails queued, ${new Set(ids).size} reached the SMTP catcher (A sent ${perInstance[0] ?? 0}, B ${perInstance[1] ?? 0}), ${missing} missing, ${twice} received twice of ${allIds.length} messages in all; ${pending?.count ?? '?'} not marked sent`,
  };
}
