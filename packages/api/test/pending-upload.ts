import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { sdkStreamMixin } from '@smithy/util-stream';
import { ddb, s3mock } from './mocks.ts';

const s3Body = (bytes: Uint8Array) => sdkStreamMixin(Readable.from([Buffer.from(bytes)]));

/**
 * An upload signed and PUT but not yet verified: its record, and these bytes at its pending key
 * (their size, and a GetObject answering them with an ETag).
 */
export function mockPendingUpload(
  record: { id: string; key: string; purpose: 'cv' | 'logo'; owner: string; contentType: string },
  bytes: Uint8Array,
): void {
  ddb
    .on(GetCommand, { Key: { PK: `UPLOAD#${record.id}`, SK: 'UPLOAD' } })
    .resolves({ Item: { ...record, size: bytes.length, verified: false } });
  s3mock.on(HeadObjectCommand).resolves({ ContentLength: bytes.length });
  s3mock.on(GetObjectCommand).resolves({ Body: s3Body(bytes), ContentType: record.contentType, ETag: '"checked"' });
}
