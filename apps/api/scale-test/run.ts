/**
 * `pnpm scale-test` (issue 27): the production bundle, copied out of the repository, as two
 * instances on one PostgreSQL behind Debian's nginx with TLS, sharing a redis-server, sending to a
 * local SMTP catcher; everything on loopback. Each proof prints one line; any miss exits 1.
 *
 * Settings (environment): SCALE_TEST_ADMIN_URL, a PostgreSQL role that may create databases
 * (default postgres://postgres@127.0.0.1:5432/postgres); SCALE_TEST_DATABASE, the database this
 * run drops and creates (default pathways_scale_test); NGINX, the nginx binary (/usr/sbin/nginx).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startTestSmtpServer } from '../test/support/smtp.js';
import type { TestSmtpServer } from '../test/support/smtp.js';
import { startLoadThread } from './load-thread.js';
import {
  GRACEFUL_EXIT_MS,
  freePort,
  makeCertificate,
  siteForTest,
  sleep,
  startInstance,
  startNginx,
  startRedis,
} from './processes.js';
import type { Instance } from './processes.js';
import {
  bundleStaysInside,
  jobLeads,
  proveMail,
  proveSessionAndLimit,
  verifySystemdUnit,
} from './proofs.js';
import type { Proof, Stack } from './proofs.js';
import { lintDockerfile, validateCompose } from './deploy-files.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BUNDLE = join(REPO_ROOT, 'dist', 'pathways');
const SITE_FILE = join(REPO_ROOT, 'deploy', 'nginx', 'pathways.conf');
const ADMIN_URL =
  process.env['SCALE_TEST_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env['SCALE_TEST_DATABASE'] ?? 'pathways_scale_test';
const LOAD_CONNECTIONS = 50;
const LOAD_MAX_REQUESTS = 40_000;
const LOAD_MAX_MS = 90_000;
/** Load before the first SIGTERM and after the last instance is back. */
const LOAD_LEAD_MS = 2000;

const proofs: Proof[] = [];
/** What was started, stopped in reverse order at the end, or when the run is interrupted. */
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await Promise.resolve()
      .then(cleanup)
      .catch((error: unknown) => process.stderr.write(`clean-up: ${String(error)}\n`));
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(1)));
}
function report(proof: Proof): void {
  proofs.push(proof);
  process.stdout.write(`${proof.ok ? 'PASS' : 'FAIL'} ${proof.line}\n`);
}

async function recreateDatabase(): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error('SCALE_TEST_DATABASE: a plain name');
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function main(): Promise<void> {
  if (!existsSync(join(BUNDLE, 'server.js'))) throw new Error(`No bundle: run pnpm bundle first`);
  const work = mkdtempSync(join(tmpdir(), 'pathways-scale-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  try {
    // The bundle as an operator would ship it: copied somewhere else, started from yet another folder.
    const bundle = join(work, 'pathways');
    cpSync(BUNDLE, bundle, { recursive: true, verbatimSymlinks: true });
    const cwd = join(work, 'run');
    mkdirSync(cwd);
    report(bundleStaysInside(bundle, REPO_ROOT));
    report(verifySystemdUnit(work));
    report(lintDockerfile());
    report(validateCompose());

    const databaseUrl = await recreateDatabase();
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const catchers: TestSmtpServer[] = [await startTestSmtpServer(), await startTestSmtpServer()];
    cleanups.push(async () => void (await Promise.all(catchers.map((catcher) => catcher.stop()))));
    const [httpsPort, httpPort, portA, portB] = await Promise.all(
      [0, 1, 2, 3].map(() => freePort()),
    );
    if (!httpsPort || !httpPort || !portA || !portB) throw new Error('no free ports');
    const certificate = makeCertificate(work);
    const publicUrl = `https://localhost:${httpsPort}`;
    const sharedEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: execFileSync('openssl', ['rand', '-hex', '32'], { encoding: 'utf8' }).trim(),
      DATA_ENCRYPTION_KEY: execFileSync('openssl', ['rand', '-base64', '32'], {
        encoding: 'utf8',
      }).trim(),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      REDIS_URL: redis.url,
      MAIL_FROM: 'Cedar Valley Pathways <no-reply@pathways.localhost>',
    };
    // Each instance sends to a catcher of its own, so the count says which instance sent what.
    const envFor = (index: number) => ({ ...sharedEnv, SMTP_URL: catchers[index]?.url ?? '' });

    // The first admin, made with the bundle's own admin command (which also migrates).
    const password = 'scale-test-Password-2026';
    execFileSync(
      process.execPath,
      [
        join(bundle, 'admin.js'),
        'create-user',
        '--role',
        'admin',
        '--username',
        'scaleadmin',
        '--email',
        'scaleadmin@example.org',
        '--full-name',
        'Scale Admin',
      ],
      {
        cwd,
        input: `${password}\n`,
        env: { PATH: process.env['PATH'] ?? '', ...envFor(0) },
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );

    const instances: Instance[] = [
      await startInstance('A', bundle, cwd, portA, envFor(0)),
      await startInstance('B', bundle, cwd, portB, envFor(1)),
    ];
    cleanups.push(() => instances.forEach((instance) => instance.kill()));
    const nginxDir = join(work, 'nginx');
    mkdirSync(nginxDir);
    const site = siteForTest(readFileSync(SITE_FILE, 'utf8'), {
      httpsPort,
      httpPort,
      upstreams: [portA, portB],
      cert: certificate.cert,
      key: certificate.key,
    });
    const nginx = await startNginx(nginxDir, site, httpsPort);
    cleanups.push(() => nginx.stop());

    const stack: Stack = {
      httpsPort,
      ca: certificate.pem,
      databaseUrl,
      encryptionKey: sharedEnv.DATA_ENCRYPTION_KEY,
      instances,
      catchers,
      username: 'scaleadmin',
      password,
    };
    for (const proof of await proveSessionAndLimit(stack)) report(proof);
    report(await jobLeads(stack, 'before the restart'));

    // The rolling restart under load: SIGTERM A, start it again, then the same for B.
    const load = startLoadThread({
      port: httpsPort,
      ca: certificate.pem,
      connections: LOAD_CONNECTIONS,
      maxRequests: LOAD_MAX_REQUESTS,
      maxMs: LOAD_MAX_MS,
    });
    await sleep(LOAD_LEAD_MS);
    const exits: string[] = [];
    let graceful = true;
    for (const [index, instance] of instances.entries()) {
      const { code, ms } = await instance.terminate();
      graceful &&= code === 0 && ms < GRACEFUL_EXIT_MS;
      exits.push(`${instance.name} exited ${String(code)} in ${(ms / 1000).toFixed(1)} s`);
      instances[index] = await startInstance(
        instance.name,
        bundle,
        cwd,
        instance.port,
        envFor(index),
      );
    }
    await sleep(LOAD_LEAD_MS);
    load.stop();
    const result = await load.result;
    report({
      ok: graceful,
      line: `graceful SIGTERM under load: ${exits.join(', ')} (limit: exit 0 within ${GRACEFUL_EXIT_MS / 1000} s)`,
    });

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const stored = await db.query<{ reference: string }>(
      'select reference from contact_submissions where reference = any($1)',
      [result.acknowledged],
    );
    const duplicates = await db.query<{ count: string }>(
      `select count(*) - count(distinct email) as count from contact_submissions where email like 'load-%'`,
    );
    await db.end();
    const lost = result.acknowledged.length - stored.rows.length;
    report({
      ok:
        lost === 0 &&
        result.serverErrors === 0 &&
        result.networkErrors === 0 &&
        result.acknowledged.length > 0,
      line: `rolling restart under ${LOAD_CONNECTIONS} connections: ${result.requests} requests through nginx, ${result.acknowledged.length} form posts acknowledged, ${lost} lost, ${result.serverErrors} 5xx, ${result.networkErrors} dropped, ${result.limited} refused 429 by the per-address limit, ${duplicates.rows[0]?.count ?? '?'} stored twice${result.serverErrorSamples.length ? ` [${result.serverErrorSamples.join(' | ')}]` : ''}`,
    });
    report(await jobLeads(stack, 'after the rolling restart'));
    report(await proveMail(stack));
  } finally {
    await cleanUp();
  }
}

const TOTAL_START = performance.now();
await main().catch((error: unknown) => {
  report({ ok: false, line: `scale test stopped: ${(error as Error).stack ?? String(error)}` });
});
const failed = proofs.filter((proof) => !proof.ok).length;
process.stdout.write(
  `scale test: ${proofs.length - failed} of ${proofs.length} proofs held in ${((performance.now() - TOTAL_START) / 1000).toFixed(0)} s\n`,
);
process.exit(failed === 0 && proofs.length > 0 ? 0 : 1);
