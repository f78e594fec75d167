/**
 * Functions that no request calls: they follow the table's stream (DynamoDB Streams in AWS, the same
 * stream of DynamoDB Local in the local stack). Like routes, each declares what it may do with the
 * data, which infra grants and the local stack enforces.
 */
import { type DataAccess, TABLE } from './data-access.ts';

/** Where job share cards are kept in the bucket (served publicly under /objects/). */
export const SHARE_CARD_PREFIX = 'cards/';

export interface Worker {
  /** kebab-case module name under packages/api/src/workers */
  handler: string;
  /** the stream records it is given: only items of this entity */
  entity: 'job';
  summary: string;
  data: DataAccess;
}

export const SHARE_CARD_WORKER: Worker = {
  handler: 'render-share-cards',
  entity: 'job',
  summary: "renders a job's 1200x630 share card when what it shows changes, and removes it with the job",
  data: {
    // The stream's records carry the job: the table itself is not read.
    table: TABLE.none,
    bucket: {
      read: ['logos/*', `${SHARE_CARD_PREFIX}*`],
      write: [`${SHARE_CARD_PREFIX}*`],
      remove: [`${SHARE_CARD_PREFIX}*`],
    },
    // Rasterizing takes ~70 ms a card warm; a batch of 25 new jobs (seeding) fits well within a minute.
    limits: { memoryMiB: 1024, timeoutSeconds: 60 },
  },
};

export const WORKERS: readonly Worker[] = [SHARE_CARD_WORKER];
