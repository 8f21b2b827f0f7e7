// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the built site, at
// the best quality each format has. The API serves these as they are (@fastify/static
// `preCompressed`), so a page load costs the server no compression at all and the phone gets
// smaller files than per-request compression could afford to make.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** The same floor as the server's: below about a kilobyte compression saves less than it costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function files(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return nested.flat();
}

async function precompress(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is not worth serving.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  return { raw: body.length, br: Math.min(br.length, body.length) };
}

const candidates = [];
for (const file of await files(dist)) {
  if (COMPRESSIBLE.has(extname(file)) && (await stat(file)).size >= MIN_BYTES)
    candidates.push(file);
}
const sizes = await Promise.all(candidates.map(precompress));
const total = (key) => sizes.reduce((sum, size) => sum + size[key], 0);
console.log(
  `precompressed ${candidates.length} files: ${(total('raw') / 1024).toFixed(0)} KiB → ${(total('br') / 1024).toFixed(0)} KiB brotli`,
);
