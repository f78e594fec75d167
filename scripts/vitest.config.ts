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
          // Two files at a time against the one stack: a journey spends much of its time waiting (on
          // a page, a queue, a mail), and one file alone left a third of two cores idle. Files share
          // the stack, so each finds, counts and deletes only what it made (its run word, the demo's
          // jobs), signs its admin in once (theAdmin), and never changes what another reads.
          fileParallelism: true,
          maxWorkers: 2,
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
