import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
} from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as abort } from '../../src/handlers/s3-multipart-abort.ts';
import { handler as complete } from '../../src/handlers/s3-multipart-complete.ts';
import { handler as create } from '../../src/handlers/s3-multipart-create.ts';
import { handler as listParts } from '../../src/handlers/s3-multipart-list-parts.ts';
import { handler as signPart } from '../../src/handlers/s3-multipart-sign-part.ts';
import { handler as params } from '../../src/handlers/s3-params.ts';
import { invoke } from '../http.ts';
import { ddb, s3mock } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions } from '../sessions.ts';

const ID = 'l'.repeat(22);
const KEY = `logos/${ID}`;
const asAdmin = { cookies: [adminCookie] };

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(PutCommand).resolves({});
  ddb.on(GetCommand, { Key: { PK: `UPLOAD#${ID}`, SK: 'UPLOAD' } }).resolves({
    Item: { id: ID, key: KEY, purpose: 'logo', owner: 'admin', contentType: 'image/png', size: 0, verified: false },
  });
});

describe("the multipart protocol of Uppy's AWS S3 plugin", () => {
  it('GET s3/params signs a single PUT for a logo of ours', async () => {
    const res = await invoke(params, { ...asAdmin, query: { filename: 'logo.png', type: 'image/png' } });

    expect(res.body).toMatchObject({
      method: 'PUT',
      fields: {},
      headers: { 'content-type': 'image/png' },
      key: expect.stringMatching(/^logos\//),
    });
    expect(new URL(res.body.url).searchParams.get('X-Amz-Expires')).toBe('300');
  });

  it('POST s3/multipart starts an upload under a key the server chose, for image types only', async () => {
    s3mock.on(CreateMultipartUploadCommand).resolves({ UploadId: 'up-1' });
    const start = (type: string) =>
      invoke(create, {
        ...asAdmin,
        method: 'POST',
        headers: jsonWrite,
        body: JSON.stringify({ filename: '../../etc/passwd', type }),
      });

    const res = await start('image/png');

    expect(res.body).toEqual({ uploadId: 'up-1', key: expect.stringMatching(/^logos\/[\w-]{22}$/) });
    // The bytes go under the pending prefix; only verification copies them to the key Uppy was given.
    expect(s3mock.commandCalls(CreateMultipartUploadCommand)[0]?.args[0].input.Key).toBe(`pending/${res.body.key}`);
    expect((await start('text/html')).status).toBe(400);
  });

  it('lists parts and signs a part only for an open upload key', async () => {
    s3mock.on(ListPartsCommand).resolves({ Parts: [{ PartNumber: 1, Size: 5, ETag: '"e1"' }] });

    const parts = await invoke(listParts, { ...asAdmin, params: { uploadId: 'up-1' }, query: { key: KEY } });
    const part = await invoke(signPart, {
      ...asAdmin,
      params: { uploadId: 'up-1', partNumber: '2' },
      query: { key: KEY },
    });
    const foreign = await invoke(signPart, {
      ...asAdmin,
      params: { uploadId: 'up-1', partNumber: '2' },
      query: { key: `logos/${'z'.repeat(22)}` },
    });

    expect(parts.body).toEqual([{ PartNumber: 1, Size: 5, ETag: '"e1"' }]);
    expect(new URL(part.body.url).searchParams.get('partNumber')).toBe('2');
    expect(foreign.status).toBe(404);
  });

  it('completes with the parts in order, and aborts', async () => {
    s3mock.on(CompleteMultipartUploadCommand).resolves({ Location: 'https://s3/x' });
    s3mock.on(AbortMultipartUploadCommand).resolves({});

    const done = await invoke(complete, {
      ...asAdmin,
      method: 'POST',
      headers: jsonWrite,
      params: { uploadId: 'up-1' },
      query: { key: KEY },
      body: JSON.stringify({
        parts: [
          { PartNumber: 2, ETag: 'b' },
          { PartNumber: 1, ETag: 'a' },
        ],
      }),
    });
    const aborted = await invoke(abort, {
      ...asAdmin,
      method: 'DELETE',
      headers: { origin: jsonWrite.origin },
      params: { uploadId: 'up-1' },
      query: { key: KEY },
    });

    expect(done.body).toEqual({ location: 'https://s3/x', objectPath: `/objects/${KEY}` });
    expect(
      s3mock
        .commandCalls(CompleteMultipartUploadCommand)[0]
        ?.args[0].input.MultipartUpload?.Parts?.map((p) => p.PartNumber),
    ).toEqual([1, 2]);
    expect(aborted.status).toBe(200);
  });
});
