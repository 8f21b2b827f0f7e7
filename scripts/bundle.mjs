#!/usr/bin/env node
// `pnpm bundle`: the production bundle in dist/pathways/, a folder that runs anywhere Node runs.
//   dist/pathways/server.js       `node server.js` starts the site (from any working directory)
//   dist/pathways/admin.js        `node admin.js create-user|backup|restore|…` (pnpm admin's commands)
//   dist/pathways/dist/           the API, compiled
//   dist/pathways/web/            the web app's build (the API serves it from here)
//   dist/pathways/node_modules/   production dependencies only, workspace packages as built copies
// Nothing in it points back into this repository: copy the folder elsewhere and it still runs.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'pathways');
const startedAt = process.hrtime.bigint();
const NANOSECONDS_PER_SECOND = 1e9;
const BYTES_PER_MEGABYTE = 1024 * 1024;

function run(command, args) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
}

/** Bytes under `path`, each file once (pnpm's store links one file to several names). */
function sizeOf(path, seen = new Set()) {
  const stats = statSync(path);
  if (seen.has(stats.ino)) return 0;
  seen.add(stats.ino);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name), seen), 0);
}

// The API and the web app, with the packages they use (turbo skips what is already built).
run('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@pathways/api...',
  '--filter=@pathways/web...',
  '--output-logs=errors-only',
]);

rmSync(out, { recursive: true, force: true });
// The API package as published ("files": dist), its production dependencies installed for real
// (copied or hard-linked from pnpm's store), the workspace packages it uses injected as built copies.
run('pnpm', ['--filter', '@pathways/api', '--prod', 'deploy', out]);
// The lockfile and workspace file pnpm writes name this repository's paths; the bundle needs neither.
for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml'])
  rmSync(join(out, file), { force: true });

const webBuild = join(root, 'apps', 'web', 'dist');
if (!existsSync(join(webBuild, 'index.html'))) throw new Error(`No web build in ${webBuild}`);
cpSync(webBuild, join(out, 'web'), { recursive: true });

writeFileSync(
  join(out, 'server.js'),
  "// Starts Pathways: NODE_ENV=production DATABASE_URL=… SESSION_SECRET=… DATA_ENCRYPTION_KEY=… PUBLIC_URL=… node server.js\nimport './dist/server.js';\n",
);
writeFileSync(
  join(out, 'admin.js'),
  "// The admin commands (create-user, reindex-matches, backup, restore), with the server's environment.\nimport './dist/cli/admin.js';\n",
);

const seconds = Number(process.hrtime.bigint() - startedAt) / NANOSECONDS_PER_SECOND;
const megabytes = sizeOf(out) / BYTES_PER_MEGABYTE;
process.stdout.write(
  `bundle: ${out} (${megabytes.toFixed(1)} MB, ${seconds.toFixed(1)} s); start it with: node ${join(out, 'server.js')}\n`,
);
