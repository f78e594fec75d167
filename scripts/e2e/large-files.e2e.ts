import { LIMITS } from '@modern-jobs/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, largePdfBytes, signInAdmin, signInSeeker, uploadCv } from './http-client.ts';

/**
 * Files near the upload limits are larger than a Lambda response can carry once base64-encoded
 * (6 MB): the local adapter enforces that limit, so these fail here as they would in AWS unless
 * the API hands them over another way.
 */
let admin: Client;
let seeker: Client;
beforeAll(async () => {
  admin = await signInAdmin();
  seeker = await signInSeeker('large-files@example.pk');
});

/** A PNG as the checks see it: the signature, then padding up to `size` bytes. */
/** A PNG of `size` bytes: its signature and a 1 × 1 header (what upload checks read), then zeros. */
function largePng(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const header = new DataView(bytes.buffer);
  header.setUint32(16, 1);
  header.setUint32(20, 1);
  return bytes;
}

async function uploadLogo(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const ask = await admin.request('POST', '/api/objects/upload', {
    json: { purpose: 'logo', contentType: 'image/png', size: bytes.length },
  });
  const { uploadURL } = (await ask.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/png' } });
  expect(put.ok).toBe(true);
  const confirm = await admin.request('PUT', '/api/logo-uploads', { json: { logoURL: uploadURL } });
  expect(confirm.status).toBe(200);
  return ((await confirm.json()) as { objectPath: string }).objectPath;
}

describe('files up to the largest allowed are served, however large', () => {
  it('a logo of the largest allowed size: redirected to a short-lived link, typed, nosniff', async () => {
    const path = await uploadLogo(largePng(LIMITS.logoMaxBytes));

    const first = await admin.get(path);
    expect(first.status).toBe(302);
    const file = await fetch(new URL(first.headers.get('location') ?? '', admin.base));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await file.arrayBuffer()).byteLength).toBe(LIMITS.logoMaxBytes);
  });

  it('a CV of nearly 5 MB: to its owner only, by a link that downloads rather than renders', async () => {
    const { objectPath } = await uploadCv(seeker, largePdfBytes(LIMITS.cvMaxBytes - 1000));
    expect(objectPath).toBeTruthy();

    const owner = await seeker.get(objectPath ?? '');
    expect(owner.status).toBe(302);
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    const file = await fetch(new URL(owner.headers.get('location') ?? '', seeker.base));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(4_900_000);

    const stranger = await signInSeeker('stranger@example.pk');
    expect((await stranger.get(objectPath ?? '')).status).toBe(403);
  });
});
