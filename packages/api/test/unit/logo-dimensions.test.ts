import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { API_MESSAGES, LIMITS } from '@modern-jobs/domain';
import { SHARE_CARD_WORKER } from '@modern-jobs/domain/workers';
import { sdkStreamMixin } from '@smithy/util-stream';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { cardLinesOf } from '../../src/cards/card-key.ts';
import { jobCard } from '../../src/cards/card-layout.ts';
import { renderCard } from '../../src/cards/render-card.ts';
import { demoLogoPng } from '../../src/files/demo-logo.ts';
import { imageSize, logoFits } from '../../src/files/image-size.ts';
import { handler as confirmLogo } from '../../src/handlers/confirm-logo-upload.ts';
import { runAsRoute } from '../../src/local/grants.ts';
import { renderShareCards } from '../../src/workers/render-share-cards.ts';
import { aJob } from '../fixtures.ts';
import { invoke } from '../http.ts';
import { ddb, s3mock } from '../mocks.ts';
import { mockPendingUpload } from '../pending-upload.ts';
import { adminCookie, jsonWrite, mockSessions } from '../sessions.ts';

/**
 * Real encoders' output, 20 x 12 pixels: Chromium's canvas as JPEG (baseline, its ICC profile left
 * out) and the VP8 and VP8L chunks of its WebP files, which a test wraps as a simple or an extended
 * file (VP8X, the canvas size first, as Chromium writes it with a colour profile).
 */
const JPEG_20x12 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAMABQDASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAQGBf/EACIQAAICAwAABwEAAAAAAAAAAAECAwQABREGEiExQXGhwf/EABUBAQEAAAAAAAAAAAAAAAAAAAAD/8QAFxEAAwEAAAAAAAAAAAAAAAAAAAECIf/aAAwDAQACEQMRAD8As9vbejrJ7MahnQDgPt0kD+5geHt9eubNa1l1kSQHh8oBXg78fWVMkaSxtHIoZGHCpHoRitPVUaMhkrV1jcjhbpJ/cEqmnSaeDuGGGCp//9k=',
  'base64',
);
const VP8_CHUNK_20x12 = Buffer.from(
  'VlA4IGAAAABQAwCdASoUAAwAPtFUo0uoJKMhsAgBABoJYgAAWlEulgjwAAD+9hLf7Myo0HuKF6HPYfjcvtWkB6Vz3tamjFhcxoZkkBUb0jX6hhaU/fH3bYz12fS6L9h1kTc2FhcAAAA=',
  'base64',
);
const VP8L_CHUNK_20x12 = Buffer.from(
  'VlA4THIAAAAvE8ACAD+goI0UNvqDoQAPmMAYaiJJYZMf6JIMvKAGNQGQsFHGRwZyUMLP+Y/P2xMkzRYt909hewNWtW3b2PfiXwgBZJBACw3M/mPcV4SI/qtt24bRZjv1DQAAwHc9f8uRvC1bcreU5BwxEqOS0aDVxwA=',
  'base64',
);
const VP8X_CHUNK_20x12 = Buffer.from('VlA4WAoAAAAgAAAAEwAACwAA', 'base64');

const riff = (...chunks: Buffer[]) => {
  const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
  const header = Buffer.alloc(8);
  header.write('RIFF');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
};

/** A JPEG's segment: marker, then its length (which counts itself) and data. */
const segment = (marker: number, data: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};
/** A frame header (SOFn's layout, DHP's too): precision, height, width, one component. */
const frame = (marker: number, width: number, height: number) => {
  const data = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  data.writeUInt16BE(height, 1);
  data.writeUInt16BE(width, 3);
  return segment(marker, data);
};
const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
/** A scan: its header, then entropy-coded bytes with a stuffed 0xFF00 and a restart marker in them. */
const scan = Buffer.concat([
  segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
  Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG that declares this size: its IHDR (1-bit grey), and a scrap of IDAT. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the size an image declares, read from its header without decoding it', () => {
  it("reads real encoders' PNG, JPEG and WebP (lossy, lossless, extended)", () => {
    expect(imageSize(demoLogoPng('x', 96), 'image/png')).toEqual({ width: 96, height: 96 });
    expect(imageSize(JPEG_20x12, 'image/jpeg')).toEqual({ width: 20, height: 12 });
    expect(imageSize(riff(VP8_CHUNK_20x12), 'image/webp')).toEqual({ width: 20, height: 12 });
    expect(imageSize(riff(VP8L_CHUNK_20x12), 'image/webp')).toEqual({ width: 20, height: 12 });
    expect(imageSize(riff(VP8X_CHUNK_20x12, VP8_CHUNK_20x12), 'image/webp')).toEqual({ width: 20, height: 12 });
  });

  it('reads what a PNG of 5 MB or less may declare: 30,000 x 30,000 pixels', () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    expect(imageSize(bomb, 'image/png')).toEqual({ width: 30_000, height: 30_000 });
  });

  it('finds a JPEG frame past its other segments and fill bytes, progressive or not, and the largest of several', () => {
    const app = segment(0xe1, Buffer.alloc(300, 7));
    expect(
      imageSize(Buffer.concat([SOI, app, Buffer.from([0xff, 0xff]), frame(0xc2, 640, 480), scan, EOI]), 'image/jpeg'),
    ).toEqual({
      width: 640,
      height: 480,
    });
    // A hierarchical JPEG: its whole size (DHP), then frames, one after another's scan.
    const hierarchical = Buffer.concat([
      SOI,
      frame(0xde, 800, 600),
      frame(0xc5, 400, 300),
      scan,
      frame(0xc5, 30_000, 20_000),
      scan,
      EOI,
    ]);
    expect(imageSize(hierarchical, 'image/jpeg')).toEqual({ width: 30_000, height: 20_000 });
    // Define-huffman-table markers share the SOF range and are not frames.
    expect(
      imageSize(Buffer.concat([SOI, segment(0xc4, Buffer.alloc(20)), frame(0xc0, 10, 10), scan, EOI]), 'image/jpeg'),
    ).toEqual({
      width: 10,
      height: 10,
    });
  });

  it('reads no size, so the file is refused, where a header is missing, cut short or defers its height', () => {
    expect(imageSize(Buffer.concat([SOI, segment(0xe0, Buffer.alloc(10)), scan, EOI]), 'image/jpeg')).toBeNull();
    expect(imageSize(Buffer.concat([SOI, frame(0xc0, 640, 0), scan, EOI]), 'image/jpeg')).toBeNull();
    expect(imageSize(JPEG_20x12.subarray(0, 120), 'image/jpeg')).toBeNull();
    expect(imageSize(Buffer.concat([SOI, Buffer.from([0x00, 0x01])]), 'image/jpeg')).toBeNull();
    expect(imageSize(Buffer.concat([PNG_SIGNATURE, chunk('tEXt', Buffer.alloc(13))]), 'image/png')).toBeNull();
    expect(imageSize(riff(Buffer.from('ALPH\x04\x00\x00\x00abcd0123456789abcdef', 'latin1')), 'image/webp')).toBeNull();
  });

  it('lets a logo be at most LIMITS.logoMaxSidePx (4,096) pixels each way', () => {
    expect(LIMITS.logoMaxSidePx).toBe(4096);
    expect(logoFits({ width: 4096, height: 4096 })).toBe(true);
    expect(logoFits({ width: 4097, height: 10 })).toBe(false);
    expect(logoFits({ width: 10, height: 30_000 })).toBe(false);
  });
});

const ID = 'L'.repeat(22);
const confirm = () =>
  invoke(confirmLogo, {
    method: 'PUT',
    cookies: [adminCookie],
    headers: jsonWrite,
    body: JSON.stringify({ logoURL: `/objects/logos/${ID}` }),
  });
const pending = (bytes: Buffer, contentType = 'image/png') =>
  mockPendingUpload({ id: ID, key: `logos/${ID}`, purpose: 'logo', owner: 'admin', contentType }, bytes);

describe('PUT /api/logo-uploads: a logo is checked by its header, not only its first bytes', () => {
  beforeEach(() => {
    ddb.on(GetCommand).resolves({});
    mockSessions();
    ddb.on(UpdateCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    s3mock.on(DeleteObjectCommand).resolves({});
    s3mock.on(CopyObjectCommand).resolves({});
  });

  it('refuses (413) and removes a PNG that declares 30,000 x 30,000 pixels', async () => {
    pending(pngDeclaring(30_000, 30_000));

    const res = await confirm();

    expect(res).toMatchObject({ status: 413, body: { message: API_MESSAGES.logoDimensions } });
    expect(s3mock.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(s3mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(`pending/logos/${ID}`);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it('refuses a JPEG whose frame is wider than allowed, and a PNG whose header cannot be read (415)', async () => {
    pending(Buffer.concat([SOI, frame(0xc0, 4097, 100), scan, EOI]), 'image/jpeg');
    expect((await confirm()).status).toBe(413);

    pending(Buffer.concat([PNG_SIGNATURE, chunk('tEXt', Buffer.alloc(40))]));
    expect(await confirm()).toMatchObject({
      status: 415,
      body: { message: 'A logo must be a PNG, JPEG or WebP image' },
    });
  });

  it('keeps a logo of 4,096 x 4,096 pixels, and real JPEG and WebP files', async () => {
    for (const [bytes, type] of [
      [pngDeclaring(4096, 4096), 'image/png'],
      [JPEG_20x12, 'image/jpeg'],
      [riff(VP8X_CHUNK_20x12, VP8L_CHUNK_20x12), 'image/webp'],
    ] as const) {
      s3mock.resetHistory();
      pending(bytes, type);
      expect((await confirm()).status, type).toBe(200);
      expect(s3mock.commandCalls(CopyObjectCommand), type).toHaveLength(1);
    }
  });
});

describe('the card worker never decodes a logo larger than an upload may be', () => {
  const job = aJob({ id: 'job-big-logo', companyLogo: '/objects/logos/old-upload' });
  const event = {
    Records: [
      {
        eventName: 'INSERT',
        dynamodb: {
          SequenceNumber: '1',
          NewImage: marshall({ ...job, PK: 'JOB#job-big-logo', SK: 'JOB', entity: 'job' }),
        },
      },
    ],
  } as unknown as DynamoDBStreamEvent;

  it('draws the card without a logo whose header declares 5,000 x 5,000 pixels (stored before uploads were checked)', async () => {
    // A real, decodable 5,000 x 5,000 grey PNG: 3 MB of rows that deflate to a few KB.
    const rows = deflateSync(Buffer.alloc(5000 * (1 + 625)));
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(5000, 0);
    ihdr.writeUInt32BE(5000, 4);
    ihdr.set([1, 0, 0, 0, 0], 8);
    const big = Buffer.concat([
      PNG_SIGNATURE,
      chunk('IHDR', ihdr),
      chunk('IDAT', rows),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    s3mock.on(ListObjectsV2Command).resolves({ KeyCount: 0 });
    s3mock.on(PutObjectCommand).resolves({});
    s3mock
      .on(GetObjectCommand, { Key: 'logos/old-upload' })
      .resolves({ Body: sdkStreamMixin(Readable.from([big])), ContentLength: big.length });

    const result = await runAsRoute(SHARE_CARD_WORKER, () => renderShareCards(event));

    expect(result.batchItemFailures).toEqual([]);
    const drawn = s3mock.commandCalls(PutObjectCommand)[0]?.args[0].input.Body as Buffer;
    const withoutLogo = await renderCard(jobCard(cardLinesOf(job), null));
    expect(drawn.equals(withoutLogo)).toBe(true);
  });
});
