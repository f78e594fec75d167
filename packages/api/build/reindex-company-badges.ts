// Gives the jobs of companies verified before jobs carried the badge (issue 33) its date, once after
// upgrading a stage, so their cards and pages show 'Verified company'. With the stage's AWS credentials:
//   TABLE_NAME=<TableName output> BUCKET_NAME=unused SITE_ORIGIN=https://x OIDC_ISSUER=https://x \
//   OIDC_CLIENT_ID=- pnpm --filter @modern-jobs/api reindex-company-badges
// The other variables only satisfy the API's configuration check; nothing else is touched.
const { reindexCompanyBadges } = await import('../src/trust/store/reindex-company-badges.ts');
const { companies, jobs } = await reindexCompanyBadges();
process.stdout.write(`${companies} verified companies read; ${jobs} of their jobs given the badge\n`);
