// Counts the applications per status again and puts older ones on their status lists, against the
// table the environment names: once after upgrading a stage from before the counts (c3a94c0) and
// the status lists (bcb2dc1). With the stage's AWS credentials:
//   TABLE_NAME=<TableName output> BUCKET_NAME=unused SITE_ORIGIN=https://x OIDC_ISSUER=https://x \
//   OIDC_CLIENT_ID=- pnpm --filter @modern-jobs/api recount-applications
// The other variables only satisfy the API's configuration check; nothing else is touched.
const { recountApplications } = await import('../src/applications/store/application-counts.ts');
const { applications } = await recountApplications();
process.stdout.write(`counted ${applications} applications\n`);
