import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test-prop.ts',
      'test/**/*.test.ts',
      'test/**/*.test-prop.ts',
    ],
    // The migrated template every test file's database is copied from, built once a run.
    globalSetup: ['test/support/global-setup.ts'],
    // Each file boots its own database (PGlite compiles WebAssembly, migrates, seeds); on a loaded CI machine that can take a minute.
    // Some tests boot one in their body (their own clock or env), so a test gets the same allowance.
    // Vitest's default on 2 cores is one file at a time (cores - 1), though a file spends much of
    // its time waiting on its database (PGlite's own thread, or the PostgreSQL server): two files
    // side by side keep both cores busy. Each file has a database of its own, so they never meet.
    maxWorkers: 2,
    hookTimeout: 180_000,
    testTimeout: 180_000,
  },
});
