export { setPageTemplate, type TemplateSource } from '../pages/template.ts';
export { createApiListener } from './adapter.ts';
export {
  type DynamoDbLocal,
  ensureTable,
  freePort,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startDynamoDbLocal,
} from './dynamodb-local.ts';
export { resolveMavenArtifacts } from './maven-artifacts.ts';
export {
  ensureOpenSearchHome,
  OPENSEARCH_VERSION,
  type OpenSearchLocal,
  type OpenSearchLocalOptions,
  startOpenSearchLocal,
} from './opensearch-local.ts';
export { runOnTimer } from './schedule.ts';
export { followTableStream, type StreamFollower } from './table-stream.ts';
