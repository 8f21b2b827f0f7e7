/**
 * The embedded database's own thread (started by pglite-thread.ts): PGlite runs here, so its
 * WebAssembly query execution never holds up the event loop that serves requests.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type {
  PgliteWorkerData,
  PgliteWorkerReply,
  PgliteWorkerRequest,
  SerializedError,
} from './pglite-thread.js';

const { dataDir, inMemory, templateFile } = workerData as PgliteWorkerData;
function openInMemory(): PGlite {
  if (templateFile === undefined) return new PGlite();
  return new PGlite({ loadDataDir: new Blob([readFileSync(templateFile)]) });
}
const pglite = inMemory ? openInMemory() : new PGlite(dataDir);

/**
 * An error as plain data: a thread boundary keeps an Error's message and stack but drops what
 * PostgreSQL said about it (code, severity, constraint…), which the API's handlers read.
 */
function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value !== 'function') fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

port.on('message', (request: PgliteWorkerRequest) => {
  const answer = (reply: PgliteWorkerReply) => port.postMessage(reply);
  if (request.kind === 'close') {
    void pglite.close().then(
      () => answer({ id: request.id }),
      (error: unknown) => answer({ id: request.id, error: serialize(error) }),
    );
    return;
  }
  pglite.query(request.sql, request.parameters).then(
    ({ rows, affectedRows }) => answer({ id: request.id, rows, affectedRows }),
    (error: unknown) => answer({ id: request.id, error: serialize(error) }),
  );
});
