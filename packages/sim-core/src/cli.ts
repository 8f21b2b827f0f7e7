#!/usr/bin/env node
// Entry point of the `pathways-sim` bin: wires the CLI to the real process. The only file that touches Node I/O.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { main } from './cli/main.js';

// A reader that stops early (`pathways-sim params | head -1`) closes the pipe: that is not an error,
// so the command ends quietly instead of printing an EPIPE stack trace.
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
});
