// Builds the search index again from the table into a new index version and moves the alias to it
// when complete (search/opensearch/rebuild.ts): no downtime, nothing written meanwhile is lost. Run
// it after a mapping change, after restoring the table, or when the index was lost. With the
// stage's AWS credentials and the domain's endpoint:
//   TABLE_NAME=<TableName output> OPENSEARCH_ENDPOINT=https://<SearchEndpoint output> \
//   OPENSEARCH_INDEX_PREFIX=<stage> BUCKET_NAME=unused SITE_ORIGIN=https://x OIDC_ISSUER=https://x \
//   OIDC_CLIENT_ID=- pnpm --filter @modern-jobs/api rebuild-search [jobs|alerts|candidates] [--replicas N] [--drop-old]
// The other variables only satisfy the API's configuration check; nothing else is touched.
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { replicas: { type: 'string', default: '0' }, 'drop-old': { type: 'boolean', default: false } },
});
const KINDS = ['jobs', 'alerts', 'candidates'] as const;
const kinds = positionals.length > 0 ? positionals : [...KINDS];
for (const kind of kinds)
  if (!(KINDS as readonly string[]).includes(kind)) throw new Error(`unknown index "${kind}": ${KINDS.join(', ')}`);
const { rebuildAnyIndex } = await import('../src/talent/search/rebuild-candidates.ts');
for (const kind of kinds as Array<(typeof KINDS)[number]>) {
  const result = await rebuildAnyIndex(kind, { replicas: Number(values.replicas), dropOld: values['drop-old'] });
  process.stdout.write(
    `${kind}: ${result.documents} documents in ${result.index} (was ${result.previous ?? 'none'})${
      result.dropped.length ? `; dropped ${result.dropped.join(', ')}` : ''
    }\n`,
  );
}
