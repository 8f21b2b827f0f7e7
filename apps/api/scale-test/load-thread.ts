/**
 * The load on a thread of its own: 50 TLS clients keep an event loop busy, and the SMTP catchers on
 * the main thread must still answer the instances at once, or a stopping instance would wait on the
 * test's own mail server rather than on its work.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { runLoad } from './load.js';
import type { LoadOptions, LoadResult } from './load.js';

type ThreadOptions = Omit<LoadOptions, 'shouldStop'>;

export interface LoadThread {
  result: Promise<LoadResult>;
  /** No client starts another request; `result` settles once those in flight are answered. */
  stop(): void;
}

export function startLoadThread(options: ThreadOptions): LoadThread {
  const entry = new URL(import.meta.url);
  // From sources the thread registers tsx first: a worker does not inherit its parent's loader.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const boot = `import(${tsx}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  const worker = new Worker(boot, { eval: true, workerData: options });
  const result = new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', (message: LoadResult) => resolve(message));
    worker.once('error', reject);
  });
  return { result, stop: () => worker.postMessage('stop') };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  let stopped = false;
  port.on('message', () => {
    stopped = true;
  });
  const result = await runLoad({ ...(workerData as ThreadOptions), shouldStop: () => stopped });
  port.postMessage(result);
  port.close();
}
