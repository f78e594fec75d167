import { MAX_STREAM_READERS } from '@modern-jobs/domain/workers';
import { describe, expect, it } from 'vitest';
import { claimStreamReader } from '../../src/local/table-stream.ts';

const STREAM = 'arn:aws:dynamodb:ddblocal:000000000000:table/modern-jobs-local/stream/2026-11-27T00:00:00.000';

describe('the local stack’s readers of a table stream', () => {
  it('refuses a third reader of one stream, naming the two that read it, as AWS would throttle it', () => {
    expect(MAX_STREAM_READERS).toBe(2);
    const first = claimStreamReader(STREAM, 'dispatch-changes');
    const second = claimStreamReader(STREAM, 'opensearch-ingestion');
    try {
      expect(() => claimStreamReader(STREAM, 'render-share-cards')).toThrow(
        /render-share-cards may not read the stream of modern-jobs-local: it is read by dispatch-changes and opensearch-ingestion, and a DynamoDB stream has at most 2 readers per shard/,
      );
      // Another table's stream is another count.
      claimStreamReader(`${STREAM.replace('modern-jobs-local', 'other')}`, 'render-share-cards')();
    } finally {
      first();
      second();
    }
  });

  it('counts a reader that stopped no more', () => {
    const first = claimStreamReader(STREAM, 'dispatch-changes');
    const second = claimStreamReader(STREAM, 'index-search');
    second();
    const third = claimStreamReader(STREAM, 'render-share-cards');
    expect(() => claimStreamReader(STREAM, 'send-mail')).toThrow(/read by dispatch-changes and render-share-cards/);
    first();
    third();
  });
});
