import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test-prop.ts',
      'test/**/*.test.ts',
      'test/**/*.test-prop.ts',
    ],
  },
});
