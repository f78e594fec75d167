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
export {
  ELASTICMQ_VERSION,
  type ElasticMqLocal,
  ensureElasticMq,
  startElasticMq,
} from './elasticmq-local.ts';
export { resolveMavenArtifacts } from './maven-artifacts.ts';
export {
  ensureOpenSearchHome,
  OPENSEARCH_VERSION,
  type OpenSearchLocal,
  type OpenSearchLocalOptions,
  startOpenSearchLocal,
} from './opensearch-local.ts';
export { followQueue, type QueueFollower } from './queue-follower.ts';
export { runOnTimer } from './schedule.ts';
/**
 * Loaded when called: the search engine's modules read the API's configuration when they load, and
 * the local stack imports this index before it sets it.
 */
export const ensureSearchIndexes = async (
  ...args: Parameters<typeof import('./search-indexes.ts').ensureSearchIndexes>
): ReturnType<typeof import('./search-indexes.ts').ensureSearchIndexes> =>
  (await import('./search-indexes.ts')).ensureSearchIndexes(...args);
export { followTableStream, type StreamFollower } from './table-stream.ts';
