import { Worker } from 'node:worker_threads';

/** What the database thread is started with. */
export interface PgliteWorkerData {
  dataDir: string;
  inMemory: boolean;
  /**
   * An in-memory database starts as a copy of this data directory (a tar from PGlite's
   * `dumpDataDir`) instead of an empty cluster: the test suite migrates one template and loads it
   * per file, skipping initdb and the migrations.
   */
  templateFile?: string | undefined;
}

export type PgliteWorkerRequest =
  { kind: 'query'; id: number; sql: string; parameters: unknown[] } | { kind: 'close'; id: number };

/** An error as it crosses the thread boundary: its own fields kept (code, severity, constraint…). */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, unknown>;
}

export type PgliteWorkerReply =
  | { id: number; rows?: unknown[]; affectedRows?: number | undefined; error?: undefined }
  | { id: number; error: SerializedError };

/** The part of PGlite's API the Kysely dialect uses (kysely-pglite-dialect): a query and a close. */
export interface PgliteClient {
  query(sql: string, parameters?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
  close(): Promise<void>;
}

/** The error a query failed with, rebuilt with PostgreSQL's fields so handlers and logs read it as before. */
function revive({ name, message, stack, fields }: SerializedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack !== undefined) error.stack = stack;
  return error;
}

const entryUrl = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
);

/**
 * The built server starts the compiled entry. From sources (development, tests, benchmarks) the
 * thread first registers tsx, which a worker does not inherit from its parent's loader.
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  if (!entryUrl.pathname.endsWith('.ts')) return new Worker(entryUrl, { workerData });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const boot = `import(${tsx}).then(({ register }) => { register(); return import(${JSON.stringify(entryUrl.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * PGlite on a thread of its own (issue 17): its queries run in WebAssembly, and on the serving
 * thread they took the CPU that answers requests. Queries keep PGlite's order (one at a time,
 * as the dialect sends them); results and errors come back as they would from PGlite itself.
 * The thread holds the process open only while a query is in flight, so a script exits when done.
 *
 * @example
 * const client = startPgliteThread('memory://', true);
 * await client.query('select 1 as one'); // { rows: [{ one: 1 }], affectedRows: 0 }
 */
export function startPgliteThread(
  dataDir: string,
  inMemory: boolean,
  templateFile?: string,
): PgliteClient {
  const worker = startWorker({ dataDir, inMemory, templateFile });
  worker.unref();
  const pending = new Map<
    number,
    { resolve: (reply: PgliteWorkerReply) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker.unref();
  };
  worker.on('message', (reply: PgliteWorkerReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    waiting?.resolve(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the embedded database thread has stopped')));

  function send(request: PgliteWorkerRequest): Promise<PgliteWorkerReply> {
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage(request);
    });
  }

  return {
    async query(sql, parameters = []) {
      const reply = await send({ kind: 'query', id: nextId++, sql, parameters });
      if (reply.error) throw revive(reply.error);
      return {
        rows: reply.rows ?? [],
        ...(reply.affectedRows === undefined ? {} : { affectedRows: reply.affectedRows }),
      };
    },
    async close() {
      if (failure) return;
      const reply = await send({ kind: 'close', id: nextId++ });
      await worker.terminate();
      if (reply.error) throw revive(reply.error);
    },
  };
}
