#!/usr/bin/env node
// Entry point of the `pathways-sim` bin: wires the CLI to the real process. The only file that touches Node I/O.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { main } from './cli/main.js';

process.exitCode = main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  readTextFile: (path) => readFileSync(path, 'utf8'),
});
