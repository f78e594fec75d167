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

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // Unit tests answer the search engine's requests themselves (test/search-engine.ts).
          env: { ...env, OPENSEARCH_ENDPOINT: 'http://127.0.0.1:9' },
          setupFiles: ['test/setup.ts'],
          // Admin sign-in tests hash with scrypt (N=2^17), a second each on an idle core, several
          // when turbo runs every package's tests at once on two.
          testTimeout: 30_000,
        },
      },
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
