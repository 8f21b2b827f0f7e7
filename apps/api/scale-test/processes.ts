/**
 * The real parts of the scale test, each a process on loopback: the bundled API (`node server.js`),
 * Debian's nginx with a self-signed certificate, and redis-server.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort, sleep } from '../resilience/server.js';

const POLL_MS = 100;
/** Generous: on a machine shared with other work a Node start has taken over a minute. */
const START_TIMEOUT_MS = 180_000;
/** What the issue allows a SIGTERM: stop accepting, finish, exit 0 within this. */
export const GRACEFUL_EXIT_MS = 10_000;

export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Keeps the last lines a process wrote, to show when it fails. */
function tail(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

async function waitFor(
  what: string,
  child: ChildProcess,
  ready: () => Promise<boolean>,
  output: () => string,
): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited on start:\n${output()}`);
    if (performance.now() > deadline) throw new Error(`${what} did not start:\n${output()}`);
    if (await ready().catch(() => false)) return;
    await sleep(POLL_MS);
  }
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  pid: number;
  /** SIGTERM; answers the exit code and how long the exit took. */
  terminate(): Promise<{ code: number | null; ms: number }>;
  kill(): void;
}

/** `node server.js` of the bundle, started from `cwd` (not the bundle's folder) with `env`. */
export async function startInstance(
  name: string,
  bundleDir: string,
  cwd: string,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  const child = spawn(process.execPath, [join(bundleDir, 'server.js')], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  const output = tail(child);
  // SCALE_TEST_LOG_DIR keeps each instance's log, to read after a failed run.
  const logDir = process.env['SCALE_TEST_LOG_DIR'];
  if (logDir) {
    const log = createWriteStream(join(logDir, `instance-${name}.log`), { flags: 'a' });
    child.stdout?.pipe(log);
  }
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      `instance ${name}`,
      child,
      async () => (await fetch(`${url}/api/health/ready`)).ok,
      output,
    );
  } catch (error) {
    // Never left behind: a stray instance would keep claiming the next run's messages.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    name,
    port,
    url,
    pid: child.pid ?? 0,
    async terminate() {
      const started = performance.now();
      child.kill('SIGTERM');
      const code = await exited(child);
      return { code, ms: performance.now() - started };
    },
    kill: () => child.kill('SIGKILL'),
  };
}

/** A throwaway redis-server: no persistence, loopback only. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = tail(child);
  await waitFor(
    'redis-server',
    child,
    () => Promise.resolve(/Ready to accept/.test(output())),
    output,
  );
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** A self-signed certificate for localhost and 127.0.0.1, made now, kept in `dir`. */
export function makeCertificate(dir: string): { cert: string; key: string; pem: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

export const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';

/**
 * deploy/nginx/pathways.conf as it is shipped, with only its addresses changed: loopback ports for
 * the listeners and the two upstream instances, and the test's certificate.
 */
export function siteForTest(
  site: string,
  {
    httpsPort,
    httpPort,
    upstreams,
    cert,
    key,
  }: {
    httpsPort: number;
    httpPort: number;
    upstreams: number[];
    cert: string;
    key: string;
  },
): string {
  let upstreamIndex = 0;
  return site
    .replace(/listen 443 ssl http2;/g, `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/ *listen \[::\]:443 ssl http2;\n/g, '')
    .replace(/listen 80;/g, `listen 127.0.0.1:${httpPort};`)
    .replace(/ *listen \[::\]:80;\n/g, '')
    .replace(
      /server 127\.0\.0\.1:\d+\b/g,
      () => `server 127.0.0.1:${upstreams[upstreamIndex++] ?? 0}`,
    )
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
    .replace(/server_name [^;]+;/g, 'server_name localhost;');
}

/** nginx in the foreground with a main file of its own in `dir` (never the system's service). */
export async function startNginx(
  dir: string,
  site: string,
  httpsPort: number,
): Promise<{ stop(): Promise<void> }> {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  writeFileSync(join(dir, 'site.conf'), site);
  const runningAsRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root nginx would switch its workers to "nobody", who cannot read this private folder.
      runningAsRoot ? 'user root;' : '',
      'worker_processes 2;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`,
      ),
      `  include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf')];
  // `nginx -t`: the shipped site file, as the test changed it, is valid configuration.
  execFileSync(NGINX, [...args, '-t'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = tail(child);
  await waitFor(
    'nginx',
    child,
    () =>
      new Promise<boolean>((resolve) => {
        const probe = connect(httpsPort, '127.0.0.1', () => {
          probe.end();
          resolve(true);
        });
        probe.once('error', () => resolve(false));
      }),
    () => `${output()}${readFileSync(join(dir, 'error.log'), 'utf8')}`,
  );
  return {
    async stop() {
      child.kill('SIGQUIT');
      await exited(child);
    },
  };
}

export { freePort, sleep };
