import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI runs every package's suite at once on two cores: a property run or an axe pass can take
    // several seconds there. Speed is measured by `pnpm bench`, not by a test's time limit.
    testTimeout: 30_000,
    include: [
      'src/**/*.test.ts',
      'src/**/*.test-prop.ts',
      'test/**/*.test.ts',
      'test/**/*.test-prop.ts',
    ],
  },
});
