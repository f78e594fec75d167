import { parseArgs } from 'node:util';
import { fail, say } from '../lib/log.ts';
import { localDataDir } from '../lib/paths.ts';
import { startLocalStack } from '../local-stack/stack.ts';

const { values } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    'no-seed': { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

const port = Number(process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}"`);

const started = Date.now();
say(values.fresh ? 'starting the local stack from empty (--fresh)' : 'starting the local stack');
const stack = await startLocalStack({
  port,
  ...(process.env.HOST ? { host: process.env.HOST } : {}),
  // MJ_DATA_DIR: another folder than .local/ (the tests start a second stack on theirs)
  dataDir: process.env.MJ_DATA_DIR ?? localDataDir,
  fresh: values.fresh,
  seed: !values['no-seed'],
  ...(process.env.MJ_ADMIN_MOBILE ? { adminMobile: process.env.MJ_ADMIN_MOBILE } : {}),
  ...(process.env.MJ_ADMIN_PASSWORD ? { adminPassword: process.env.MJ_ADMIN_PASSWORD } : {}),
}).catch((error: Error) => fail(error.message));

const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`
  Modern Jobs is running (ready in ${seconds} s)

  Site         ${stack.url}/
  Jobs API     ${stack.url}/api/jobs
  Admin panel  ${stack.url}/admin
               mobile ${stack.admin.mobile}   password ${stack.admin.password}
  Sign-in      ${stack.endpoints.oidc}  (development provider: any name signs in)
  Mail inbox   ${stack.inbox}  (every e-mail the site sends; SMTP ${stack.endpoints.smtp})

  DynamoDB Local  ${stack.endpoints.dynamodb}
  OpenSearch      ${stack.endpoints.opensearch}
  SQS (ElasticMQ) ${stack.endpoints.sqs}
  S3 (s3rver)     ${stack.endpoints.s3}
  Data            .local/ ${stack.seeded ? '(demo jobs and settings seeded)' : '(kept from the last run)'}; npm start -- --fresh starts over

  Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  say('stopping');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
