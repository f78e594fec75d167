import { defineConfig } from 'vitest/config';

const env = {
  STAGE: 'test',
  TABLE_NAME: 'modern-jobs-test',
  BUCKET_NAME: 'modern-jobs-test-uploads',
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  SITE_ORIGIN: 'http://localhost:5173',
  APP_VERSION: '1.2.3',
  APP_COMMIT: 'abc1234',
  APP_BUILD_TIME: '2026-11-21T00:00:00Z',
  OIDC_ISSUER: 'http://localhost:5173/oidc',
  OIDC_CLIENT_ID: 'modern-jobs-test',
  LOG_LEVEL: 'silent',
  // Tests read what is counted (test/metrics.ts), not the log lines Powertools would write.
  POWERTOOLS_METRICS_DISABLED: 'true',
  // As in AWS, so an admin's edits are seen clearing the job's cached pages (mocked CloudFront).
  DISTRIBUTION_ID: 'E2TESTDISTRIBUTION',
  MAIL_FROM: 'jobs@modern-jobs.test',
  LINK_SECRET: 'test-link-secret-test-link-secret-0123456789',
  // A JazzCash merchant whose gateway is nowhere (port 9): an inquiry finds it unreachable at once.
  WALLET_GATEWAYS: JSON.stringify({
    jazzcash: {
      merchantId: 'MC-TEST',
      secret: 'test-integrity-salt',
      password: 'test-password',
      checkoutUrl: 'http://127.0.0.1:9/jazzcash/merchantform/',
      inquiryUrl: 'http://127.0.0.1:9/jazzcash/inquire',
      timeoutMs: 500,
    },
  }),
};

/**
 * Unit test files that must have a module graph and a process of their own: they vi.mock a module of
 * the app (the mock would be what the next file imports), or change what the process holds for good
 * (a variable read when a module loads, the Lambda runtime's invocation store).
 */
const ISOLATED_UNIT_FILES = [
  'test/unit/bad-input.test.ts',
  'test/unit/bad-input-employers.test.ts',
  'test/unit/local-adapter-limits.test.ts',
  'test/unit/mail-events.test.ts',
  'test/unit/origin-verify.test.ts',
  'test/unit/origin-verify-config.test.ts',
  'test/unit/request-log.test.ts',
  'test/unit/search/warm-up.test.ts',
  'test/unit/seeker-sign-in.test.ts',
  'test/unit/send-mail.test.ts',
  'test/unit/timeouts.test.ts',
];

const unit = {
  // Unit tests answer the search engine's requests themselves (test/search-engine.ts).
  env: { ...env, OPENSEARCH_ENDPOINT: 'http://127.0.0.1:9' },
  setupFiles: ['test/setup.ts'],
  // Admin sign-in tests hash with scrypt (N=2^17), a second each on an idle core, several
  // when turbo runs every package's tests at once on two.
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    projects: [
      // Most unit files share one module graph (isolate: false): importing the handlers, middy and
      // the AWS SDK afresh for each file was three quarters of their time (68 s of CPU, 16 s shared).
      // `--project 'unit*'` runs both projects.
      {
        extends: true,
        test: {
          ...unit,
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: ISOLATED_UNIT_FILES,
          isolate: false,
        },
      },
      { extends: true, test: { ...unit, name: 'unit-isolated', include: ISOLATED_UNIT_FILES } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          env,
          globalSetup: ['test/integration/global-setup.ts'],
          // One DynamoDB Local for all files; files write distinct ids, but run them one at a time anyway.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
