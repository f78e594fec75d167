import { describe, expect, it } from 'vitest';
import { Client, pdfBytes, refusal, signInAdmin, signInSeeker, uploadCv } from './http-client.ts';

describe('a seeker applies and the admin shortlists (HTTP, real provider, DynamoDB Local, s3rver)', () => {
  it('runs the whole journey, and the old cookie stops working after sign-out', async () => {
    // Sign in through the provider's own login page, as a browser would.
    const ayesha = await signInSeeker('ayesha.khan@example.pk', '/job/seed-05');
    const me = await ayesha.get('/api/auth/user');
    expect(me.status).toBe(200);
    // A new seeker: nobody has opened her CV yet, and she has saved nothing.
    expect(await me.json()).toMatchObject({
      firstName: 'Ayesha',
      walletBalance: '0.00',
      profileViews: 0,
      savedJobIds: [],
    });

    // Upload a real PDF through the presigned URL and have it verified.
    const pdf = pdfBytes();
    const upload = await uploadCv(ayesha, pdf);
    expect(upload.confirm?.status).toBe(200);
    expect(upload.objectPath).toMatch(/^\/objects\/uploads\/[\w-]{22}$/);

    const application = {
      jobId: 'seed-05',
      fullName: 'Ayesha Khan',
      contactNumber: '+923001112233',
      whatsappNumber: '+923001112233',
      email: 'ayesha.khan@example.pk',
      cvPath: upload.objectPath,
    };
    const applied = await ayesha.request('POST', '/api/applications', { json: application });
    expect(applied.status).toBe(201);
    const { id } = (await applied.json()) as { id: string };

    const mine = await (await ayesha.get('/api/applications/user')).json();
    expect(mine).toEqual([{ id, status: 'submitted', appliedAt: expect.any(String), jobs: { title: 'Data Analyst' } }]);

    const again = await ayesha.request('POST', '/api/applications', { json: application });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual(refusal('You have already applied for this job'));

    // The admin finds it, shortlists it, and opens the CV through a short-lived link.
    const admin = await signInAdmin();
    const listed = (await (await admin.get('/api/admin/applications?jobId=seed-05')).json()) as { id: string }[];
    expect(listed.map((a) => a.id)).toContain(id);
    const changed = await admin.request('PATCH', `/api/admin/applications/${id}`, { json: { status: 'shortlisted' } });
    expect(changed.status).toBe(200);
    const link = (await (await admin.get(`/api/admin/applications/${id}/cv`)).json()) as { url: string };
    const cv = await fetch(link.url);
    expect(new Uint8Array(await cv.arrayBuffer())).toEqual(pdf);

    const after = (await (await ayesha.get('/api/applications/user')).json()) as { status: string }[];
    expect(after[0]?.status).toBe('shortlisted');
    // The operator's look at her CV is a profile view on her dashboard.
    expect(await (await ayesha.get('/api/auth/user')).json()).toMatchObject({ profileViews: 1 });

    // The CV is private: its owner and the admin may read it, nobody else.
    const bilal = await signInSeeker('bilal@example.pk');
    expect((await ayesha.get(upload.objectPath ?? '')).status).toBe(200);
    expect((await admin.get(upload.objectPath ?? '')).status).toBe(200);
    expect((await bilal.get(upload.objectPath ?? '')).status).toBe(403);
    expect((await new Client().get(upload.objectPath ?? '')).status).toBe(401);
    expect(await (await bilal.get('/api/applications/user')).json()).toEqual([]);
    // Saved jobs are the saver's own.
    expect((await ayesha.request('PUT', '/api/saved-jobs/seed-05')).status).toBe(204);
    expect((await (await ayesha.get('/api/saved-jobs')).json()).map((s: { jobId: string }) => s.jobId)).toEqual([
      'seed-05',
    ]);
    expect(await (await bilal.get('/api/saved-jobs')).json()).toEqual([]);
    expect((await bilal.request('DELETE', '/api/saved-jobs/seed-05')).status).toBe(204);
    expect((await (await ayesha.get('/api/auth/user')).json()).savedJobIds).toEqual(['seed-05']);
    expect(await (await bilal.get('/api/wallet/transactions')).json()).toEqual([]);

    // Signing out ends the stored session: replaying the old cookie is refused.
    const oldCookie = ayesha.cookieHeader();
    const out = await ayesha.get('/api/logout');
    expect(out.status).toBe(302);
    const replay = await fetch(`${ayesha.base}/api/auth/user`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });
});
