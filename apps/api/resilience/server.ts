/**
 * The server under test, in its own process as an operator runs it, so it can be killed with
 * SIGKILL and started again on the same data.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const HEALTH_POLL_MS = 100;
const START_TIMEOUT_MS = 120_000;
const SESSION_SECRET = 'resilience-session-secret-that-is-long-enough-0123';

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** `dist` runs the built server (`pnpm resilience`); `src` runs the sources through tsx (the test suite). */
  from: 'dist' | 'src';
}

export interface RunningServer {
  url: string;
  /** How long it took from spawn to a healthy answer. */
  startMs: number;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(options: ServerOptions, port?: number): Promise<RunningServer> {
  const listenPort = port ?? (await freePort());
  const args = options.from === 'dist' ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: API_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env['PATH'],
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      DATA_DIR: options.dataDir,
      SESSION_SECRET,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = started + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited on start:\n${stderr}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy within ${START_TIMEOUT_MS} ms:\n${stderr}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    await sleep(HEALTH_POLL_MS);
  }
  return {
    url,
    startMs: performance.now() - started,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
