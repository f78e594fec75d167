/** The configuration a handler needs to load, for benchmarks run outside Lambda. */
export const BENCH_ENV = {
  STAGE: 'bench',
  TABLE_NAME: 'modern-jobs-bench',
  BUCKET_NAME: 'modern-jobs-bench-uploads',
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  SITE_ORIGIN: 'https://jobs.example.pk',
  OIDC_ISSUER: 'https://id.example.pk',
  OIDC_CLIENT_ID: 'bench',
  // The mail workers refuse to start without a sender.
  MAIL_FROM: 'jobs@example.pk',
  LOG_LEVEL: 'silent',
  // Metrics are counted but not written: a figure's loop would print a line per application submitted.
  POWERTOOLS_METRICS_DISABLED: 'true',
};
