import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fail, say } from '../lib/log.ts';
import { localDataDir } from '../lib/paths.ts';
import { ensureJava } from '../lib/prerequisites.ts';
import { promptSecret } from '../lib/prompt.ts';
import { LOCAL_TABLE, STACK_FILE } from '../local-stack/stack.ts';

/**
 * Creates an admin, or resets an admin's password, in any stage:
 *   npm run create-admin -- --mobile 03001234567                         (the local stack)
 *   npm run create-admin -- --mobile 03001234567 --table <TableName> --region ap-south-1
 * The second form writes to a deployed table with your AWS credentials (profile, SSO or env).
 * The password is asked for, never taken from the command line, and must be 12+ characters.
 */
const { values } = parseArgs({
  options: {
    mobile: { type: 'string' },
    table: { type: 'string' },
    region: { type: 'string', default: process.env.AWS_REGION ?? 'ap-south-1' },
  },
});

const mobile = values.mobile?.trim();
if (!mobile || !/^\+?\d{7,15}$/.test(mobile))
  fail('usage: npm run create-admin -- --mobile 03001234567 [--table NAME --region REGION]');

const password = await promptSecret(`New password for admin ${mobile}: `);
if (password.length < 12) fail('the password must be at least 12 characters');

let stopLocal: (() => Promise<void>) | undefined;
let endpoint: string | undefined;
if (!values.table) {
  // Use the running local stack's DynamoDB Local, or start one on its data for a moment.
  const running = existsSync(STACK_FILE)
    ? (JSON.parse(readFileSync(STACK_FILE, 'utf8')) as { dynamodb: string })
    : null;
  const alive = running
    ? await fetch(running.dynamodb).then(
        () => true,
        () => false,
      )
    : false;
  if (running && alive) endpoint = running.dynamodb;
  else {
    const { startDynamoDbLocal, ensureTable } = await import('@modern-jobs/api/local');
    const db = await startDynamoDbLocal({ dbPath: join(localDataDir, 'dynamodb'), java: ensureJava() });
    await ensureTable(db.endpoint, LOCAL_TABLE);
    endpoint = db.endpoint;
    stopLocal = db.stop;
  }
}

// The API's storage layer reads its configuration when loaded; only the table matters here.
Object.assign(process.env, {
  TABLE_NAME: values.table ?? LOCAL_TABLE,
  AWS_REGION: values.region,
  BUCKET_NAME: 'not-used-by-this-script',
  SITE_ORIGIN: 'http://localhost',
  OIDC_ISSUER: 'http://localhost/not-used',
  OIDC_CLIENT_ID: 'not-used',
  LOG_LEVEL: 'warn',
  ...(endpoint ? { DYNAMODB_ENDPOINT: endpoint, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' } : {}),
});
const { upsertAdmin } = await import('@modern-jobs/api/accounts/admins');
const { clearAccountFailures } = await import('@modern-jobs/api/accounts/sign-in-limits');
const outcome = await upsertAdmin(mobile, password);
await clearAccountFailures(mobile);
await stopLocal?.();
const what = {
  created: 'created',
  reset: 'has a new password; every session signed in with the old one has ended',
  unchanged: 'already had this password; nothing changed',
}[outcome];
say(`admin ${mobile} ${what} (${values.table ?? 'the local stack'})`);
