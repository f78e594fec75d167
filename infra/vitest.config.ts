import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    include: ['test/**/*.test.ts'],
    // The handlers are bundled once for the run (test/global-setup.ts). The files share one module
    // graph, so aws-cdk-lib loads once and each context's app is synthesized once for all of them
    // (test/fixtures.ts): the tests only read the templates and constructs they are given.
    globalSetup: ['test/global-setup.ts'],
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
