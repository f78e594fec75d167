// Lists every profile and admin record written before the operator's Users tab (issue 16), once
// after upgrading a stage; people who sign in again are listed by sign-in anyway. With the stage's
// AWS credentials:
//   TABLE_NAME=<TableName output> BUCKET_NAME=unused SITE_ORIGIN=https://x OIDC_ISSUER=https://x \
//   OIDC_CLIENT_ID=- pnpm --filter @modern-jobs/api reindex-users
// The other variables only satisfy the API's configuration check; nothing else is touched.
const { reindexUsers } = await import('../src/accounts/store/reindex-users.ts');
const { users, admins } = await reindexUsers();
process.stdout.write(`listed ${users} people and ${admins} admins\n`);
