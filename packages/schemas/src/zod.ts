import { config, z } from 'zod';

/**
 * zod compiles object parsers with `new Function`, and probes whether it may while schemas are
 * built. The web app's CSP forbids eval, so in a browser the probe is a CSP violation on every form
 * page, logged as an error (and reported, once a report endpoint exists). Forms do not need the
 * compiled parser, so browsers go without it; the API keeps it.
 *
 * Every schema module takes `z` from here rather than from 'zod', so this runs before any schema
 * is built. package.json lists this file under `sideEffects`: without that, a bundler resolves the
 * re-export straight to zod and drops the module, call and all.
 */
if ('document' in globalThis) config({ jitless: true });

export { z };
