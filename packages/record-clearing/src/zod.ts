import { config, z } from 'zod';

/*
 * The web app's CSP forbids eval, and zod probes for it (a CSP violation in the console) unless it
 * is told to go without its compiled parsers. Same switch as @pathways/schemas' zod module, so the
 * screener page is quiet whichever package builds a schema first; package.json lists this file
 * under `sideEffects` so a bundler keeps the call.
 */
if ('document' in globalThis) config({ jitless: true });

export { z };
