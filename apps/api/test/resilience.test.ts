import { describe, expect, it } from 'vitest';
import { SHORT, formatTable, runSuite } from '../resilience/suite.js';

/** Two server starts on the embedded database, a few seconds of load each, on a shared CI machine. */
const SUITE_TIMEOUT_MS = 240_000;

describe('resilience, short version (pnpm resilience runs the full one)', () => {
  it(
    'acknowledged == stored under load, nothing acknowledged lost to kill -9, no 5xx from fuzzed bodies',
    async () => {
      const results = await runSuite({ ...SHORT, from: 'src' });
      expect(formatTable(results)).not.toContain('FAIL');
      expect(results.map((result) => result.check.slice(0, 3))).toEqual(['(d)', '(a)', '(b)']);
    },
    SUITE_TIMEOUT_MS,
  );
});
