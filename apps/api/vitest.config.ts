import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test-prop.ts', 'test/**/*.test.ts', 'test/**/*.test-prop.ts'],
    // Each file boots its own database (migrations, seed, one argon2 hash); under parallel load that takes seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
