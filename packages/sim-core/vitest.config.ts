import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Oxc's tsconfig lookup follows `extends` through the pnpm symlink of @pathways/tsconfig without
  // resolving it, and fails; type-stripping needs no tsconfig (tsc does the type checking).
  oxc: { tsconfig: false },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test-prop.ts', 'test/**/*.test.ts', 'test/**/*.test-prop.ts'],
  },
});
