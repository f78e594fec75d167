// Puts the signed-in reports sent before the reporter index (issue 33) on it, once after upgrading a
// stage, so each person's export lists them and deleting their account unlinks them. With the
// stage's AWS credentials:
//   TABLE_NAME=<TableName output> BUCKET_NAME=unused SITE_ORIGIN=https://x OIDC_ISSUER=https://x \
//   OIDC_CLIENT_ID=- pnpm --filter @modern-jobs/api reindex-reports
// The other variables only satisfy the API's configuration check; nothing else is touched.
const { reindexReports } = await import('../src/trust/store/reindex-reports.ts');
process.stdout.write(`indexed ${await reindexReports()} reports by their reporter\n`);
