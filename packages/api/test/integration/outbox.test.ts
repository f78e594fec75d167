import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { ApplicationMail } from '@modern-jobs/domain/email';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../src/accounts/store/sessions.ts';
import {
  ApplicationChangedError,
  createApplication,
  DuplicateApplicationError,
  getApplication,
  setApplicationStatus,
} from '../../src/applications/store/applications.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { applicationMail, mailJobOf } from '../../src/mail/intents.ts';
import { listDueMail, type StoredMail } from '../../src/mail/store/outbox.ts';
import { sendMail } from '../../src/workers/send-mail.ts';
import { jobToApplyTo } from './job-to-apply-to.ts';
import { startApi } from './server.ts';

// The mail server is down: nothing listens on port 1.
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:1';
});

const RUN = Date.now();
const JOB = { id: `int-mail-job-${RUN}`, title: 'Outbox Welder' };
beforeAll(() => jobToApplyTo(JOB.id, JOB.title));
const audit = () => ({
  actor: 'admin:test',
  action: 'application.status-changed' as const,
  item: { type: 'application' as const, id: 'x' },
  ip: '127.0.0.1',
});

/** The outbox items about one application (a test may scan DynamoDB Local; no function may). */
async function mailsAbout(applicationId: string) {
  // A scan answers a page at a time, and the shared table holds every file's items: read them all.
  const Items: Array<StoredMail & ApplicationMail> = [];
  for await (const page of paginateScan(
    { client: dynamo },
    {
      TableName: config.TABLE_NAME,
      FilterExpression: 'entity = :mail AND #snapshot.applicationId = :id',
      ExpressionAttributeNames: { '#snapshot': 'snapshot' },
      ExpressionAttributeValues: { ':mail': 'mail', ':id': applicationId },
    },
  ))
    Items.push(...((page.Items ?? []) as Array<StoredMail & ApplicationMail>));
  return Items.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
}

function apply(user: string, now = new Date()) {
  return createApplication(
    {
      jobId: JOB.id,
      jobTitle: JOB.title,
      userId: user,
      fullName: `Applicant ${user}`,
      contactNumber: '+923001112233',
      whatsappNumber: '+923001112233',
      email: `${user}@example.pk`,
      cvPath: '/objects/uploads/cccccccccccccccccccccc',
      locale: 'ur',
    },
    now,
    (stored) =>
      applicationMail('application-received', stored, mailJobOf(null, JOB), { to: stored.email, locale: 'ur' }),
  );
}

describe('the outbox, written in the transaction of the change', () => {
  it('holds exactly one confirmation per application: a refused second application writes no mail', async () => {
    const application = await apply(`u-once-${RUN}`);
    await expect(apply(`u-once-${RUN}`)).rejects.toBeInstanceOf(DuplicateApplicationError);

    const mails = await mailsAbout(application.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      SK: 'MAIL',
      entity: 'mail',
      status: 'queued',
      kind: 'application-received',
      to: `u-once-${RUN}@example.pk`,
      locale: 'ur',
    });
    expect((await getApplication(application.id))?.locale).toBe('ur');
  });

  it('adds a status mail only when the status changes, and none when the change is refused', async () => {
    const created = await apply(`u-status-${RUN}`);
    const stored = await getApplication(created.id);
    if (!stored) throw new Error('not stored');
    const statusMail = (changed: typeof stored) =>
      applicationMail('application-status', changed, mailJobOf(null, JOB), { to: changed.email, locale: 'ur' });

    await setApplicationStatus(stored, 'submitted', audit, new Date(), statusMail);
    await setApplicationStatus(stored, 'shortlisted', audit, new Date(), statusMail);
    // Read before the change above: someone else changed it since, so this one is refused.
    await expect(setApplicationStatus(stored, 'rejected', audit, new Date(), statusMail)).rejects.toBeInstanceOf(
      ApplicationChangedError,
    );

    const mails = await mailsAbout(created.id);
    expect(mails.map((m) => [m.kind, m.snapshot.status])).toEqual([
      ['application-received', 'submitted'],
      ['application-status', 'shortlisted'],
    ]);
  });
});

describe('with the mail server down', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('a status change still answers 200, and the worker puts its mail on the retry list without failing the stream', async () => {
    const created = await apply(`u-down-${RUN}`);
    const token = `d${RUN}`.padEnd(43, 'd');
    await createSession('admin', '03001234567', hashToken(token));

    // Through the local adapter: the route's declared data access must allow the outbox write.
    const res = await fetch(`${api.url}/api/admin/applications/${created.id}`, {
      method: 'PATCH',
      headers: { cookie: `mj_admin=${token}`, origin: config.SITE_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'shortlisted' }),
    });
    expect(res.status).toBe(200);

    const mails = await mailsAbout(created.id);
    expect(mails.map((m) => m.kind)).toEqual(['application-received', 'application-status']);
    const records = mails.map((item, i) => ({
      eventName: 'INSERT' as const,
      dynamodb: { NewImage: marshall(item) as never, SequenceNumber: String(i) },
    }));
    const result = await sendMail({ Records: records } as DynamoDBStreamEvent);

    expect(result).toEqual({ batchItemFailures: [] });
    const after = await mailsAbout(created.id);
    expect(after.map((m) => m.status)).toEqual(['retrying', 'retrying']);
    expect(after[0]?.attempts).toBe(1);
    expect(after[0]?.lastError).toMatch(/ECONNREFUSED/);
    // Both wait on the due list, where retry-mail finds them once their minute is up, and not before.
    const ids = after.map((m) => m.id);
    const dueIds = async (at: Date) => (await listDueMail(at, 1000)).map((due) => due.id);
    expect(await dueIds(new Date())).not.toEqual(expect.arrayContaining(ids));
    expect(await dueIds(new Date(Date.now() + 61_000))).toEqual(expect.arrayContaining(ids));
  });
});
