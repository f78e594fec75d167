import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Client, pdfBytes, refusal, signInAdmin, signInSeeker, uploadCv } from './http-client.ts';

let seeker: Client;
let other: Client;

beforeAll(async () => {
  seeker = await signInSeeker('sana@example.pk');
  other = await signInSeeker('omar@example.pk');
});

/** The object behind an upload URL, read straight from the S3 stand-in. */
/** Asks the S3 stand-in itself: the site refuses any request to it that is not presigned. */
const objectStatus = async (uploadURL: string) =>
  (await fetch(`${inject('s3Endpoint')}${new URL(uploadURL).pathname}`)).status;

describe('CV uploads are checked before anything may use them', () => {
  it('accepts a real PDF', async () => {
    const result = await uploadCv(seeker, pdfBytes());
    expect(result.confirm?.status).toBe(200);
  });

  it('lets nobody read the bucket through the site without a presigned URL, or list it', async () => {
    const result = await uploadCv(seeker, pdfBytes());
    const signed = new URL(result.uploadURL ?? '');
    const storedCv = signed.pathname.replace('/pending/', '/');
    const bucketRoot = `${signed.origin}${storedCv.split('/').slice(0, 2).join('/')}/`;

    expect(await objectStatus(`${signed.origin}${storedCv}`)).toBe(200); // it is there…
    expect((await fetch(`${signed.origin}${storedCv}`)).status).toBe(403); // …but not for the asking
    expect((await fetch(bucketRoot)).status).toBe(403);
    expect((await fetch(`${bucketRoot}?list-type=2`)).status).toBe(403);
  });

  it('refuses a file whose bytes are not what it claimed, and deletes it', async () => {
    const fake = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const result = await uploadCv(seeker, fake, 'application/pdf');

    expect(result.confirm?.status).toBe(415);
    expect(await result.confirm?.json()).toEqual(refusal('A CV must be a PDF, DOC or DOCX file'));
    expect(await objectStatus(result.uploadURL ?? '')).toBe(404);
  });

  it('refuses a file larger than signed, and deletes it', async () => {
    const ask = await seeker.request('POST', '/api/objects/upload', {
      json: { purpose: 'cv', contentType: 'application/pdf', size: 100 },
    });
    const { uploadURL } = (await ask.json()) as { uploadURL: string };
    // The S3 stand-in does not enforce the signed length, so the check after upload must.
    await fetch(uploadURL, {
      method: 'PUT',
      body: pdfBytes('x'.repeat(500)),
      headers: { 'content-type': 'application/pdf' },
    });
    const confirm = await seeker.request('PUT', '/api/cv-uploads', { json: { cvURL: uploadURL } });

    expect(confirm.status).toBe(413);
    expect(await objectStatus(uploadURL)).toBe(404);
  });

  it('refuses to sign an upload over 5 MB or of a wrong type', async () => {
    const big = await seeker.request('POST', '/api/objects/upload', {
      json: { purpose: 'cv', contentType: 'application/pdf', size: 5 * 1024 * 1024 + 1 },
    });
    const exe = await seeker.request('POST', '/api/objects/upload', {
      json: { purpose: 'cv', contentType: 'application/x-msdownload', size: 1000 },
    });

    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ message: 'A CV must be 5 MB or smaller' });
    expect(exe.status).toBe(400);
    expect(await exe.json()).toMatchObject({ message: 'A CV must be a PDF, DOC or DOCX file' });
  });

  it("refuses someone else's upload, to confirm or to apply with, and leaves it alone", async () => {
    const mine = await uploadCv(seeker, pdfBytes());
    const theirs = await other.request('PUT', '/api/cv-uploads', { json: { cvURL: mine.uploadURL } });
    const apply = await other.request('POST', '/api/applications', {
      json: {
        jobId: 'seed-01',
        fullName: 'Omar',
        contactNumber: '+923001234567',
        whatsappNumber: '+923001234567',
        email: 'omar@example.pk',
        cvPath: mine.objectPath,
      },
    });

    expect(theirs.status).toBe(404);
    expect(apply.status).toBe(400);
    expect(await apply.json()).toMatchObject({ message: 'CV upload is required' });
    expect((await seeker.get(mine.objectPath ?? '')).status).toBe(200);
  });

  it('keeps CVs for seekers: an admin cannot upload one', async () => {
    const admin = await signInAdmin();
    const adminCv = await admin.request('POST', '/api/objects/upload', {
      json: { purpose: 'cv', contentType: 'application/pdf', size: 10 },
    });

    expect(adminCv.status).toBe(403);
  });
});

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('company logos: any signed-in person, verified as their own', () => {
  it('signs a logo for a signed-in seeker (their company), and for nobody signed out', async () => {
    const seekerLogo = await seeker.request('POST', '/api/objects/upload', {
      json: { purpose: 'logo', contentType: 'image/png', size: PNG.length },
    });
    const anonymous = await new Client().request('POST', '/api/objects/upload', {
      json: { purpose: 'logo', contentType: 'image/png', size: PNG.length },
    });

    expect(seekerLogo.status).toBe(200);
    expect(anonymous.status).toBe(401);
  });

  it("takes the uploaded logo into the uploader's company profile, and refuses it to anyone else", async () => {
    const ask = await seeker.request('POST', '/api/objects/upload', {
      json: { purpose: 'logo', contentType: 'image/png', size: PNG.length },
    });
    const { uploadURL } = (await ask.json()) as { uploadURL: string };
    const put = await fetch(uploadURL, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } });
    expect(put.ok).toBe(true);
    const company = { name: 'Sana Tailors', city: 'karachi', website: '', about: null };

    const theirs = await other.request('PUT', '/api/employer/company', { json: { ...company, logo: uploadURL } });
    const mine = await seeker.request('PUT', '/api/employer/company', { json: { ...company, logo: uploadURL } });

    expect(theirs.status).toBe(404);
    expect(mine.status).toBe(200);
    const { logo } = (await mine.json()) as { logo: string };
    expect(logo).toMatch(/^\/objects\/logos\/[\w-]{22}$/);
    expect((await new Client().get(logo)).status).toBe(200);
  });
});
