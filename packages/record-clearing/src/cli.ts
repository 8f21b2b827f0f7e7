#!/usr/bin/env node
// Entry point of the `pathways-clear` bin: wires the CLI to the real process. The only file that
// touches Node I/O or the clock.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { main } from './cli/main.js';

const MONTH_DAY_DIGITS = 2;

/** Today on this computer's calendar, as the person at it would write it. */
function localToday(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(MONTH_DAY_DIGITS, '0');
  const day = String(now.getDate()).padStart(MONTH_DAY_DIGITS, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

process.exitCode = main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  readTextFile: (path) => readFileSync(path, 'utf8'),
  today: localToday,
});
