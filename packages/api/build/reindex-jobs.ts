// Saves every job again so the search index finds it whole (its feed keys and its description's
// words on the list of open jobs): once after upgrading a stage from before the search index. With
// the stage's AWS credentials:
//   TABLE_NAME=<TableName output> BUCKET_NAME=unused SITE_ORIGIN=https://x OIDC_ISSUER=https://x \
//   OIDC_CLIENT_ID=- pnpm --filter @modern-jobs/api reindex-jobs
// The other variables only satisfy the API's configuration check; nothing else is touched.
const { reindexJobs } = await import('../src/storage/reindex-jobs.ts');
const { jobs, skipped } = await reindexJobs();
process.stdout.write(`saved ${jobs} jobs again${skipped ? `, ${skipped} skipped (edited meanwhile)` : ''}\n`);
