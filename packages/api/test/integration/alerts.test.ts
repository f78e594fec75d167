import { BatchWriteCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Job } from '@modern-jobs/domain';
import type { AlertMail } from '@modern-jobs/domain/email';
import { ALERTS_WORKER, queueUrlVariable } from '@modern-jobs/domain/workers';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureUser } from '../../src/accounts/store/users.ts';
import { FAN_OUT, sendChunk } from '../../src/alerts/fan-out.ts';
import { digestDayOf, finishDigest, listDueDigests } from '../../src/alerts/store/alert-deliveries.ts';
import { alertItemKey, changeAlert, createAlert, type StoredAlert } from '../../src/alerts/store/alerts.ts';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { followQueue, type QueueFollower } from '../../src/local/queue-follower.ts';
import { mailJobOf } from '../../src/mail/intents.ts';
import type { StoredMail } from '../../src/mail/store/outbox.ts';
import { applyAlertChanges } from '../../src/search/opensearch/alert-percolator.ts';
import { ensureIndex } from '../../src/search/opensearch/indexes.ts';
import { indexSearch } from '../../src/workers/index-search.ts';
import { sendDigests } from '../../src/workers/send-digests.ts';
import { aJob } from '../fixtures.ts';

const RUN = Date.now().toString(36);
// Words no other file's jobs or alerts use, so this file's alerts match only its own jobs.
const WORD = `welder${RUN}`;
let sequence = 0;

/**
 * The alerts' senders on their real queue (the run's ElasticMQ, global-setup.ts), as the local stack
 * runs them: the indexer hands them the jobs that became visible, and `settled()` waits until every
 * task that led to is done.
 */
let senders: QueueFollower;
const settled = () => senders.drained();

afterEach(() => {
  vi.useRealTimers();
});
beforeAll(async () => {
  await ensureIndex('jobs');
  await ensureIndex('alerts');
  senders = await followQueue({
    endpoint: process.env.AWS_ENDPOINT_URL_SQS ?? '',
    queueUrl: process.env[queueUrlVariable(ALERTS_WORKER.handler)] ?? '',
    worker: ALERTS_WORKER,
  });
});
afterAll(async () => {
  await senders?.stop();
});

async function seeker(name: string) {
  const id = `int-alerts-${name}-${RUN}`;
  await ensureUser({ id, issuer: 'int', subject: id, firstName: name, email: `${name}.${RUN}@example.pk` });
  return id;
}

const image = (job: Job | null) =>
  job
    ? marshall({ PK: `JOB#${job.id}`, SK: 'JOB', entity: 'job', ...job }, { removeUndefinedValues: true })
    : undefined;
/** A stream record of a job item, as DynamoDB Streams gives the worker. */
function change(before: Job | null, after: Job | null): DynamoDBStreamEvent {
  sequence += 1;
  return {
    Records: [
      {
        eventName: before ? (after ? 'MODIFY' : 'REMOVE') : 'INSERT',
        dynamodb: { OldImage: image(before), NewImage: image(after), SequenceNumber: String(sequence) },
      },
    ],
  } as unknown as DynamoDBStreamEvent;
}

/** What the stream gives the indexer for alerts as stored: each active one goes to the search engine. */
async function indexed<T extends StoredAlert>(...alerts: T[]): Promise<T[]> {
  sequence += 1;
  const Records = alerts.map((alert) => ({
    eventName: 'MODIFY',
    dynamodb: {
      NewImage: marshall({ entity: 'alert', ...alert }, { removeUndefinedValues: true }),
      SequenceNumber: String(sequence),
    },
  }));
  expect((await indexSearch({ Records } as unknown as DynamoDBStreamEvent)).batchItemFailures).toEqual([]);
  return alerts;
}

/** The outbox mails matching a filter on their snapshot (a test may scan DynamoDB Local; no function may). */
async function mailsWhere(filter: string, values: Record<string, string>) {
  // A scan answers a page at a time, and the shared table holds every file's items: read them all.
  const Items: Array<StoredMail & AlertMail> = [];
  for await (const page of paginateScan(
    { client: dynamo },
    {
      TableName: config.TABLE_NAME,
      FilterExpression: `entity = :mail AND ${filter}`,
      ExpressionAttributeNames: { '#snapshot': 'snapshot' },
      ExpressionAttributeValues: { ':mail': 'mail', ...values },
    },
  ))
    Items.push(...((page.Items ?? []) as Array<StoredMail & AlertMail>));
  return Items;
}
/** The outbox mails of one alert. */
const mailsOf = (alertId: string) => mailsWhere('#snapshot.alertId = :id', { ':id': alertId });
/** The instant alert mails of one job. */
const mailsOfJob = (jobId: string) => mailsWhere('#snapshot.jobs[0].id = :job', { ':job': jobId });

describe('job alerts on DynamoDB Local', () => {
  it('sends each matching alert a job once when it becomes visible, and never for an edit, a boost or a reopening', async () => {
    const ayesha = await seeker('ayesha');
    const bilal = await seeker('bilal');
    const instant = await createAlert(
      ayesha,
      { name: 'Welders', criteria: { q: WORD, city: 'lahore' }, frequency: 'instant' },
      'ur',
    );
    const elsewhere = await createAlert(
      bilal,
      { name: 'Karachi', criteria: { q: WORD, city: 'karachi' }, frequency: 'instant' },
      'en',
    );
    const paused = await changeAlert(
      await createAlert(bilal, { name: 'Paused', criteria: { q: WORD }, frequency: 'instant' }, 'en'),
      { paused: true },
    );
    // Paused after the engine took it on: the engine's copy follows the table seconds behind (the
    // indexer), and a job that matches it meanwhile is not sent.
    const late = await createAlert(ayesha, { name: 'Late', criteria: { q: WORD }, frequency: 'instant' }, 'en');
    await indexed(instant, elsewhere, paused, late);
    await changeAlert(late, { paused: true });
    const job = aJob({ id: `int-alert-job-${RUN}`, title: `Pipe ${WORD}`, location: 'Gulberg, Lahore' });

    expect((await indexSearch(change(null, job))).batchItemFailures).toEqual([]);
    await settled();

    const sent = await mailsOf(instant.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'job-alert',
      to: `ayesha.${RUN}@example.pk`,
      locale: 'ur',
      snapshot: { alertName: 'Welders', jobs: [{ id: job.id, title: `Pipe ${WORD}` }] },
    });
    expect(sent[0]?.snapshot.unsubscribe.oneClick).toMatch(/\/api\/unsubscribe\?u=.+&a=.+&t=/);
    expect(await mailsOf(elsewhere.id)).toHaveLength(0);
    expect(await mailsOf(paused.id)).toHaveLength(0);
    expect(await mailsOf(late.id)).toHaveLength(0);

    // The same record again (a retried batch), an edit, a boost, closing and reopening: no second mail.
    await indexSearch(change(null, job));
    await indexSearch(change(job, { ...job, title: `Senior Pipe ${WORD}` }));
    await indexSearch(change(job, { ...job, isBoosted: true }));
    await indexSearch(change({ ...job, applicationDeadline: '2020-01-01' }, job));
    await settled();
    expect(await mailsOf(instant.id)).toHaveLength(1);

    // A job approved later is news: a second job, first pending, then approved.
    const second = aJob({
      id: `int-alert-job2-${RUN}`,
      title: `${WORD} helper`,
      location: 'Lahore',
      status: 'pending',
    });
    await indexSearch(change(null, second));
    await settled();
    expect(await mailsOf(instant.id)).toHaveLength(1);
    await indexSearch(change(second, { ...second, status: 'approved' }));
    await settled();
    expect(await mailsOf(instant.id)).toHaveLength(2);
  }, 60_000);

  it("puts a daily alert's jobs in one digest, sent once from 9:00 Pakistan time, however often the run comes", async () => {
    const sana = await seeker('sana');
    const daily = await createAlert(
      sana,
      { name: 'Daily welders', criteria: { q: `${WORD.slice(0, 4)} ${WORD}` }, frequency: 'daily' },
      'en',
    );
    await indexed(daily);
    const matchedAt = new Date('2026-11-23T06:00:00.000Z'); // 11:00 in Pakistan: tomorrow's digest
    const day = digestDayOf(matchedAt);
    expect(day).toBe('2026-11-24');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(matchedAt);
    for (const n of [1, 2])
      await indexSearch(change(null, aJob({ id: `int-digest-${n}-${RUN}`, title: `${WORD} ${n}` })));
    await settled();
    expect(await mailsOf(daily.id)).toHaveLength(0);

    // 9:01 on the day: not yet due (the day's last matches may still be being written).
    vi.setSystemTime(new Date('2026-11-24T04:01:00.000Z'));
    expect(await sendDigests()).toEqual({ queued: 0 });
    // A schedule's time that is no time is read as now.
    expect(await sendDigests({ scheduledTime: 'not a time' })).toEqual({ queued: 0 });
    await settled();
    expect(await mailsOf(daily.id)).toHaveLength(0);

    // A run out of time queues nothing, and leaves the digest due.
    vi.setSystemTime(new Date('2026-11-24T04:05:00.000Z'));
    await sendDigests(undefined, { getRemainingTimeInMillis: () => 1000 });
    expect((await listDueDigests(day, 100)).due.map((d) => d.id)).toContain(daily.id);

    // The next queues it, by the time its schedule ran it for (the clock here is still before 9:00);
    // a run at once after queues it again unless the senders were quicker: either way it goes once.
    vi.setSystemTime(new Date('2026-11-24T03:30:00.000Z'));
    expect(
      await sendDigests({ scheduledTime: '2026-11-24T04:05:00.000Z' }, { getRemainingTimeInMillis: () => 60_000 }),
    ).toEqual({ queued: 1 });
    vi.setSystemTime(new Date('2026-11-24T04:05:00.000Z'));
    expect((await sendDigests(undefined, { getRemainingTimeInMillis: () => 60_000 })).queued).toBeLessThanOrEqual(1);
    await settled();
    // Sent, it is off the day's list: the runs after find nothing due.
    expect(await sendDigests(undefined, { getRemainingTimeInMillis: () => 60_000 })).toEqual({ queued: 0 });
    const digests = await mailsOf(daily.id);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ kind: 'job-alert-digest', to: `sana.${RUN}@example.pk` });
    expect(digests[0]?.snapshot.jobs.map((j: { id: string }) => j.id)).toEqual([
      `int-digest-1-${RUN}`,
      `int-digest-2-${RUN}`,
    ]);
    expect((await listDueDigests(day, 100)).due.map((d) => d.id)).not.toContain(daily.id);

    // A run that died after writing the mail, its due entry still there: the once-only key holds.
    const again = await finishDigest(
      { id: daily.id, userId: sana, name: daily.name, locale: 'en' },
      day,
      digests[0] as never,
    );
    expect(again).toBe(false);
    expect(await mailsOf(daily.id)).toHaveLength(1);
  }, 60_000);

  it('sends a job that matches hundreds of alerts to each exactly once, in chunks, whatever is sent again', async () => {
    const owners = await Promise.all(Array.from({ length: 12 }, (_, k) => seeker(`many${k}`)));
    const word = `fitter${RUN}`;
    // Straight into the index (as the indexer puts them): the table's limit on alerts per person is not what is tested.
    // Three send chunks, the last one short.
    const many = FAN_OUT.chunk * 2 + 40;
    const alerts = Array.from({ length: many }, (_, k) => ({
      id: `int-many-${RUN}-${String(k).padStart(4, '0')}`,
      userId: owners[k % owners.length] ?? '',
      name: `Fitters ${k}`,
      criteria: { q: word },
      frequency: 'instant' as const,
      locale: 'en' as const,
    }));
    await applyAlertChanges(alerts.map((alert) => ({ kind: 'put', alert, version: 1 })));
    // And in the table, which has the last word on whether an alert is on.
    for (let start = 0; start < alerts.length; start += 25)
      await dynamo.send(
        new BatchWriteCommand({
          RequestItems: {
            [config.TABLE_NAME]: alerts.slice(start, start + 25).map((alert) => ({
              PutRequest: {
                Item: { ...alertItemKey(alert.userId, alert.id), entity: 'alert', ...alert, paused: false },
              },
            })),
          },
        }),
      );
    const job = aJob({ id: `int-many-job-${RUN}`, title: `Pipe ${word}`, location: 'Multan' });

    expect((await indexSearch(change(null, job))).batchItemFailures).toEqual([]);
    await settled();

    const sent = await mailsOfJob(job.id);
    const perAlert = new Map<string, number>();
    for (const mail of sent) perAlert.set(mail.snapshot.alertId, (perAlert.get(mail.snapshot.alertId) ?? 0) + 1);
    expect(sent).toHaveLength(many);
    expect([...perAlert.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(perAlert.keys())).toEqual(new Set(alerts.map((alert) => alert.id)));

    // A chunk sent again (a retry after its sends were written) sends nothing more.
    expect(await sendChunk(mailJobOf(job, job), alerts.slice(0, 100))).toEqual({
      sent: 0,
      sentBefore: 100,
      noAddress: 0,
      alertOff: 0,
    });
    expect(await mailsOfJob(job.id)).toHaveLength(many);
  }, 120_000);
});
