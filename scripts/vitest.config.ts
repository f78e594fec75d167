import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          // Pages answer in well under a second (the production build), but a 2-core machine shared
          // with other work can take longer.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
