import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    include: ['test/**/*.test.ts'],
    // Each file bundles the handlers and synthesizes the app once.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
