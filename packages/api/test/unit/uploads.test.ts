import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sdkStreamMixin } from '@smithy/util-stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoLogoPng } from '../../src/files/demo-logo.ts';
import { throughSite } from '../../src/files/objects.ts';
import { handler as confirmCv } from '../../src/handlers/confirm-cv-upload.ts';
import { handler as confirmLogo } from '../../src/handlers/confirm-logo-upload.ts';
import { handler as createUploadUrl } from '../../src/handlers/create-upload-url.ts';
import { handler as getObject } from '../../src/handlers/get-object.ts';
import { invoke } from '../http.ts';
import { publishedWhile } from '../metrics.ts';
import { ddb, s3mock } from '../mocks.ts';
import { mockPendingUpload } from '../pending-upload.ts';
import { adminCookie, jsonWrite, mockSessions, SEEKER_ID, seekerCookie } from '../sessions.ts';

const ID = 'c'.repeat(22);
const body = (bytes: Uint8Array) => sdkStreamMixin(Readable.from([Buffer.from(bytes)]));
const PDF = new TextEncoder().encode('%PDF-1.4 a tiny pdf');

function mockRecord(overrides: Record<string, unknown> = {}) {
  ddb.on(GetCommand, { Key: { PK: `UPLOAD#${ID}`, SK: 'UPLOAD' } }).resolves({
    Item: {
      id: ID,
      key: `uploads/${ID}`,
      purpose: 'cv',
      owner: SEEKER_ID,
      contentType: 'application/pdf',
      size: PDF.length,
      verified: false,
      ...overrides,
    },
  });
}
function mockObject(bytes: Uint8Array) {
  s3mock.on(HeadObjectCommand).resolves({ ContentLength: bytes.length });
  s3mock.on(GetObjectCommand).resolves({ Body: body(bytes), ContentType: 'application/pdf', ETag: '"checked"' });
}
const confirm = (cvURL = `http://localhost:5173/_s3/bucket/pending/uploads/${ID}?X-Amz-Signature=abc`) =>
  invoke(confirmCv, { method: 'PUT', cookies: [seekerCookie], headers: jsonWrite, body: JSON.stringify({ cvURL }) });

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  s3mock.on(DeleteObjectCommand).resolves({});
});

describe('POST /api/objects/upload', () => {
  it('signs a 5-minute PUT with the content type and length, for a seeker’s CV', async () => {
    const res = await invoke(createUploadUrl, {
      method: 'POST',
      cookies: [seekerCookie],
      headers: jsonWrite,
      body: JSON.stringify({ purpose: 'cv', contentType: 'application/pdf', size: 1234 }),
    });

    expect(res.status).toBe(200);
    const url = new URL(res.body.uploadURL);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(res.body.objectPath).toMatch(/^\/objects\/uploads\/[\w-]{22}$/);
    // The bytes land under the pending prefix until verified; the lifecycle rule clears what never is.
    expect(url.pathname).toMatch(/\/pending\/uploads\/[\w-]{22}$/);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      purpose: 'cv',
      owner: SEEKER_ID,
      verified: false,
    });
  });

  const as = (cookies: string[], purpose: string, contentType: string) =>
    invoke(createUploadUrl, {
      method: 'POST',
      cookies,
      headers: jsonWrite,
      body: JSON.stringify({ purpose, contentType, size: 10 }),
    });

  it('refuses a CV to an admin, and either to nobody signed in', async () => {
    expect((await as([adminCookie], 'cv', 'application/pdf')).status).toBe(403);
    expect((await as([], 'logo', 'image/png')).status).toBe(401);
  });

  it("signs a seeker's company logo as theirs, against their daily upload quota", async () => {
    const res = await as([seekerCookie], 'logo', 'image/png');

    expect(res.status).toBe(200);
    expect(res.body.objectPath).toMatch(/^\/objects\/logos\//);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ purpose: 'logo', owner: SEEKER_ID });
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input.Key?.PK).toMatch(
      new RegExp(`^ALLOWANCE#uploads#${SEEKER_ID}#`),
    );
  });

  it("refuses a seeker's logo past the daily quota (429), and takes none of an admin's", async () => {
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('full'), { name: 'ConditionalCheckFailedException' }));
    const seekerLogo = await as([seekerCookie], 'logo', 'image/png');
    const adminLogo = await as([adminCookie], 'logo', 'image/png');

    expect(seekerLogo.status).toBe(429);
    expect(adminLogo.status).toBe(200);
    expect(ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item?.owner)).toEqual(['admin']);
  });
});

describe('PUT /api/cv-uploads', () => {
  it('verifies a real PDF and answers its object path', async () => {
    mockRecord();
    mockObject(PDF);

    const { result: res, totals } = await publishedWhile(() => confirm());

    expect(res).toMatchObject({ status: 200, body: { objectPath: `/objects/uploads/${ID}` } });
    expect(totals).toEqual({ UploadsVerified: 1 });
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input.UpdateExpression).toBe(
      'SET verified = :yes REMOVE expiresAt',
    );
    expect(s3mock.commandCalls(CopyObjectCommand)[0]?.args[0].input).toMatchObject({
      Key: `uploads/${ID}`,
      CopySource: `modern-jobs-test-uploads/pending/uploads/${ID}`,
      CopySourceIfMatch: '"checked"',
    });
    expect(s3mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(`pending/uploads/${ID}`);
  });

  it('deletes and refuses (415) bytes that are not what was claimed', async () => {
    const exe = new TextEncoder().encode('MZ\x90\x00 a program');
    mockRecord({ size: exe.length });
    mockObject(exe);

    const { result: res, totals } = await publishedWhile(() => confirm());

    expect(res.status).toBe(415);
    expect(totals).toEqual({ UploadsRefused: 1 });
    expect(s3mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(`pending/uploads/${ID}`);
    expect(s3mock.commandCalls(CopyObjectCommand)).toHaveLength(0);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it('deletes and refuses (413) an object larger than it was signed for', async () => {
    mockRecord();
    s3mock.on(HeadObjectCommand).resolves({ ContentLength: 6 * 1024 * 1024 });

    expect((await confirm()).status).toBe(413);
    expect(s3mock.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });

  it('copies only the bytes it checked: a file replaced meanwhile is refused (409) and removed, never copied', async () => {
    mockRecord();
    mockObject(PDF);
    // What S3 answers when the source's ETag no longer matches: another PUT landed after the check.
    s3mock.on(CopyObjectCommand).rejects(
      Object.assign(new Error('At least one of the pre-conditions you specified did not hold'), {
        name: 'PreconditionFailed',
        $metadata: { httpStatusCode: 412 },
      }),
    );

    const res = await confirm();

    expect(res).toMatchObject({
      status: 409,
      body: { message: 'The file changed while it was being checked. Upload it again.' },
    });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(s3mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(`pending/uploads/${ID}`);
  });

  it('refuses (409) an object whose bytes are not the size it had a moment before', async () => {
    mockRecord();
    s3mock.on(HeadObjectCommand).resolves({ ContentLength: PDF.length });
    s3mock.on(GetObjectCommand).resolves({ Body: body(new Uint8Array([...PDF, 1, 2, 3])), ETag: '"other"' });

    expect((await confirm()).status).toBe(409);
    expect(s3mock.commandCalls(CopyObjectCommand)).toHaveLength(0);
  });

  it("answers 404 for someone else's upload and leaves it alone", async () => {
    mockRecord({ owner: 'someone-else' });

    expect((await confirm()).status).toBe(404);
    expect(s3mock.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });
});

describe('PUT /api/logo-uploads', () => {
  it('verifies a PNG logo for the admin', async () => {
    mockPendingUpload(
      { id: ID, key: `logos/${ID}`, purpose: 'logo', owner: 'admin', contentType: 'image/png' },
      demoLogoPng('x'),
    );

    const res = await invoke(confirmLogo, {
      method: 'PUT',
      cookies: [adminCookie],
      headers: jsonWrite,
      body: JSON.stringify({ logoURL: `/objects/logos/${ID}` }),
    });

    expect(res.body).toEqual({ objectPath: `/objects/logos/${ID}` });
  });
});

describe('GET /objects/{path}', () => {
  it('serves a logo to anyone, cacheable, typed by its bytes', async () => {
    s3mock.on(GetObjectCommand).resolves({ Body: body(demoLogoPng('x')), ContentType: 'text/html' });

    const res = await invoke(getObject, { params: { proxy: 'logos/demo/x.png' } });

    expect(res.headers['Content-Type']).toBe('image/png');
    expect(res.headers['Cache-Control']).toMatch(/^public/);
  });

  it('serves a job’s share card to anyone for a year, and the site’s card until it is drawn', async () => {
    const card = 'cards/jobs/job-1/0123456789abcdef.png';
    s3mock.on(GetObjectCommand, { Key: card }).resolves({ Body: body(demoLogoPng('card')), ContentLength: 100 });
    s3mock.on(ListObjectsV2Command).resolves({ KeyCount: 0 });
    s3mock.on(ListObjectsV2Command, { Prefix: card }).resolves({ Contents: [{ Key: card }], KeyCount: 1 });

    const drawn = await invoke(getObject, { params: { proxy: card } });
    const pending = await invoke(getObject, { params: { proxy: 'cards/jobs/job-2/0123456789abcdef.png' } });

    expect(drawn.status).toBe(200);
    expect(drawn.headers).toMatchObject({
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(pending.status).toBe(302);
    expect(pending.headers).toMatchObject({ Location: '/share-card.png', 'Cache-Control': 'public, max-age=60' });
  });

  it('refuses to serve a "logo" that is not an image', async () => {
    s3mock
      .on(GetObjectCommand)
      .resolves({ Body: body(new TextEncoder().encode('<script>')), ContentType: 'image/png' });

    expect((await invoke(getObject, { params: { proxy: `logos/${ID}` } })).status).toBe(404);
  });

  it('serves a CV to its owner and the admin only', async () => {
    mockRecord({ verified: true });
    s3mock.on(GetObjectCommand).callsFake(() => ({ Body: body(PDF) }));

    const owner = await invoke(getObject, { params: { proxy: `uploads/${ID}` }, cookies: [seekerCookie] });
    const admin = await invoke(getObject, { params: { proxy: `uploads/${ID}` }, cookies: [adminCookie] });
    const nobody = await invoke(getObject, { params: { proxy: `uploads/${ID}` } });

    expect(owner.status).toBe(200);
    expect(owner.headers['Cache-Control']).toBe('private, no-store');
    expect(admin.status).toBe(200);
    expect(nobody.status).toBe(401);
  });

  it('hands a CV too large for a Lambda response over by a 60-second download link, to its owner only', async () => {
    mockRecord({ verified: true });
    const large = Buffer.concat([Buffer.from(PDF), Buffer.alloc(4_900_000 - PDF.length)]);
    s3mock.on(GetObjectCommand).callsFake(() => ({ Body: body(large), ContentLength: large.length }));

    const owner = await invoke(getObject, { params: { proxy: `uploads/${ID}` }, cookies: [seekerCookie] });
    const nobody = await invoke(getObject, { params: { proxy: `uploads/${ID}` } });

    expect(owner.status).toBe(302);
    expect(owner.headers['Cache-Control']).toBe('private, no-store');
    expect(owner.headers['X-Content-Type-Options']).toBe('nosniff');
    const link = new URL(owner.headers.Location ?? '');
    expect(link.pathname).toMatch(new RegExp(`uploads/${ID}$`));
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      'X-Amz-Expires': '60',
      'response-content-disposition': 'attachment',
      'response-content-type': 'application/pdf',
    });
    expect(nobody.status).toBe(401);
  });

  it('hands a logo too large for a Lambda response over by a presigned link typed by its bytes', async () => {
    const png = demoLogoPng('x');
    const large = Buffer.concat([Buffer.from(png), Buffer.alloc(5_000_000)]);
    s3mock.on(GetObjectCommand).resolves({ Body: body(large), ContentLength: large.length, ContentType: 'text/html' });

    const res = await invoke(getObject, { params: { proxy: 'logos/big.png' } });

    expect(res.status).toBe(302);
    const link = new URL(res.headers.Location ?? '');
    expect(link.searchParams.get('response-content-type')).toBe('image/png');
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
  });
});

describe('download links through the site (AWS: CloudFront /_files)', () => {
  it('keeps the signed path and query and changes only where the browser goes', () => {
    const signed =
      'https://mj-prod-uploads.s3.ap-south-1.amazonaws.com/uploads/abc?X-Amz-Signature=s&response-content-disposition=attachment';
    expect(throughSite(signed, 'https://jobs.example.pk/_files')).toBe(
      'https://jobs.example.pk/_files/uploads/abc?X-Amz-Signature=s&response-content-disposition=attachment',
    );
    expect(throughSite(signed, undefined)).toBe(signed);
  });
});
