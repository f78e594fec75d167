import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { BatchGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { ALERTS_WORKER, queueUrlVariable } from '@modern-jobs/domain/workers';
import type { DynamoDBStreamEvent, SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlertTask } from '../../src/alerts/alert-tasks.ts';
import { findMatches, sendChunk } from '../../src/alerts/fan-out.ts';
import { becameVisible } from '../../src/alerts/match-alerts.ts';
import { mailJobOf } from '../../src/mail/intents.ts';
import { deliverAlerts } from '../../src/workers/deliver-alerts.ts';
import { indexSearch } from '../../src/workers/index-search.ts';
import { aJob } from '../fixtures.ts';
import { ddb } from '../mocks.ts';
import { searchEngine } from '../search-engine.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const job = aJob({ id: 'job-1', title: 'Staff Nurse', location: 'Lahore' });
const sqsMock = mockClient(SQSClient);
beforeAll(() => {
  process.env[queueUrlVariable(ALERTS_WORKER.handler)] = 'https://sqs.example/123/deliver-alerts.fifo';
});
afterEach(() => sqsMock.reset());
beforeEach(() => {
  sqsMock.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
  ddb.on(TransactWriteCommand).resolves({});
});

const alertOf = (id: string, frequency: 'instant' | 'daily' = 'instant', userId = `u-${id}`) => ({
  id,
  userId,
  name: `Alert ${id}`,
  criteria: { q: 'nurse' },
  frequency,
  locale: 'en' as const,
});
/** The tasks queued for the alerts' senders, in order. */
const queued = (): AlertTask[] =>
  sqsMock
    .commandCalls(SendMessageBatchCommand)
    .flatMap((call) => call.args[0].input.Entries ?? [])
    .map((entry) => JSON.parse(entry.MessageBody ?? '{}') as AlertTask);

describe('which changes of a job send its alerts', () => {
  it.each([
    ['a new approved job', null, job, true],
    ['a new pending job', null, { ...job, status: 'pending' }, false],
    ['approval', { ...job, status: 'pending' }, job, true],
    [
      'a deadline moved from the past',
      { ...job, applicationDeadline: '2026-01-01' },
      { ...job, applicationDeadline: '2026-12-31' },
      true,
    ],
    ['an edit of an open job', job, { ...job, title: 'Senior Staff Nurse' }, false],
    ['a boost', job, { ...job, isBoosted: true }, false],
    ['a rejection', { ...job, status: 'pending' }, { ...job, status: 'rejected' }, false],
    [
      'an approval while its employer is disabled',
      { ...job, status: 'pending', ownerDisabled: true },
      { ...job, ownerDisabled: true },
      false,
    ],
    ['its employer disabled', job, { ...job, ownerDisabled: true }, false],
    ['its employer enabled again (each alert still gets it once)', { ...job, ownerDisabled: true }, job, true],
    [
      'a closed job edited',
      { ...job, applicationDeadline: '2026-01-01' },
      { ...job, applicationDeadline: '2026-01-02' },
      false,
    ],
  ] as const)('%s: %s', (_name, before, after, sends) => {
    expect(becameVisible(before as never, after as never, NOW)).toBe(sends);
  });
});

const record = (before: object | null, after: object | null, sequence: string) => ({
  eventName: before ? 'MODIFY' : 'INSERT',
  dynamodb: {
    SequenceNumber: sequence,
    ...(before ? { OldImage: marshall({ entity: 'job', ...before }) } : {}),
    ...(after ? { NewImage: marshall({ entity: 'job', ...after }) } : {}),
  },
});
const streamEvent = (...records: unknown[]) => ({ Records: records }) as unknown as DynamoDBStreamEvent;

describe('the indexer hands a job that became visible to the alerts’ senders', () => {
  it('queues one match task per job that became visible, after indexing, and none for an edit', async () => {
    const engine = searchEngine([]);
    const result = await indexSearch(
      streamEvent(record(job, { ...job, title: 'Head Nurse' }, '1'), record(null, { ...job, id: 'job-2' }, '2')),
    );
    engine.restore();
    expect(result.batchItemFailures).toEqual([]);
    expect(queued().map((task) => [task.kind, task.kind === 'match' && task.job.id])).toEqual([['match', 'job-2']]);
  });

  it('queues nothing and fails the batch while the engine is down (the retry indexes, then queues)', async () => {
    const engine = searchEngine([], { down: true });
    const result = await indexSearch(streamEvent(record(null, job, '7')));
    engine.restore();
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: '7' }]);
    expect(queued()).toEqual([]);
  });
});

describe('finding a job’s matches', () => {
  const sizes = { page: 2, pages: 2, chunk: 3 };
  const hits = (...ids: string[]) => ids.map((id) => ({ _source: alertOf(id), sort: [id] }) as never);

  it('queues a stretch of pages as chunks to send, then the next stretch from where it stopped', async () => {
    const engine = searchEngine(hits('a1', 'a2'));
    const found = await findMatches({ kind: 'match', job }, sizes);
    engine.restore();
    expect(found).toEqual({ matched: 4, more: true });
    // Two full pages (the engine answers the same two each time), cut into chunks of three.
    expect(queued().map((task) => (task.kind === 'send' ? task.alerts.map((a) => a.id) : task))).toEqual([
      ['a1', 'a2', 'a1'],
      ['a2'],
      { kind: 'match', job, after: 'a2' },
    ]);
    // The job's own words and filters are what the stored queries are percolated with, after the last page.
    expect(JSON.stringify(engine.requests[0])).toContain(
      '"percolate":{"field":"query","document":{"alertWords":"staff nurse',
    );
    expect(engine.requests[1]).toMatchObject({ search_after: ['a2'] });
  });

  it('queues no next stretch once a page comes back short', async () => {
    const engine = searchEngine(hits('a1'));
    const found = await findMatches({ kind: 'match', job, after: 'a0' }, sizes);
    engine.restore();
    expect(found).toEqual({ matched: 1, more: false });
    expect(queued().map((task) => task.kind)).toEqual(['send']);
    expect(engine.requests[0]).toMatchObject({ search_after: ['a0'] });
  });

  it('gives each task its own message group, and the same task the same deduplication id', async () => {
    const engine = searchEngine(hits('a1', 'a2'));
    await findMatches({ kind: 'match', job }, sizes);
    await findMatches({ kind: 'match', job }, sizes);
    engine.restore();
    const entries = sqsMock.commandCalls(SendMessageBatchCommand).flatMap((call) => call.args[0].input.Entries ?? []);
    const ids = entries.map((entry) => entry.MessageDeduplicationId);
    expect(entries.every((entry) => entry.MessageGroupId === entry.MessageDeduplicationId)).toBe(true);
    expect(new Set(ids.slice(0, 3)).size).toBe(3);
    expect(ids.slice(3)).toEqual(ids.slice(0, 3));
  });
});

describe('sending a chunk', () => {
  const mailJob = mailJobOf(job, job);
  beforeEach(() => {
    ddb.on(BatchGetCommand).resolves({
      Responses: { [process.env.TABLE_NAME ?? '']: [{ id: 'u-a1', email: 'a1@example.pk' }, { id: 'u-a3' }] },
    });
  });

  it('sends an instant alert its mail with its once-only key in one transaction; a daily one into its digest', async () => {
    const counts = await sendChunk(mailJob, [alertOf('a1'), alertOf('a2', 'daily'), alertOf('a3')], NOW);
    expect(counts).toEqual({ sent: 2, sentBefore: 0, noAddress: 1, alertOff: 0 });
    // The owners' addresses in one read, for the instant alerts only.
    const keys = ddb.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.[process.env.TABLE_NAME ?? '']?.Keys;
    expect(keys).toEqual([
      { PK: 'USER#u-a1', SK: 'PROFILE' },
      { PK: 'USER#u-a3', SK: 'PROFILE' },
    ]);
    const transactions = ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);
    expect(transactions).toHaveLength(2);
    const [sent, mail] = transactions.find((items) => items[1]?.Put?.Item?.entity === 'mail') ?? [];
    expect(sent?.Put).toMatchObject({
      Item: { PK: 'ALERTSENT#a1', SK: 'JOB#job-1' },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(mail?.Put?.Item).toMatchObject({ entity: 'mail', kind: 'job-alert', to: 'a1@example.pk' });
    const digest = transactions.find((items) => items[1]?.Put?.Item?.entity === 'alert-digest-job');
    expect(digest?.[0]?.Put?.Item).toMatchObject({ PK: 'ALERTSENT#a2', SK: 'JOB#job-1' });
    // Each delivery checks, last, that the table still holds its alert on.
    const lastOf = (items: typeof transactions) => items.map((its) => its.at(-1)?.ConditionCheck?.Key);
    expect(lastOf(transactions).sort((a, b) => String(a?.SK).localeCompare(String(b?.SK)))).toEqual([
      { PK: 'USER#u-a1', SK: 'ALERT#a1' },
      { PK: 'USER#u-a2', SK: 'ALERT#a2' },
    ]);
  });

  it('sends nothing for an alert the table holds paused or deleted by now, and counts it off', async () => {
    ddb.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );
    expect(await sendChunk(mailJob, [alertOf('a1'), alertOf('a2', 'daily')], NOW)).toEqual({
      sent: 0,
      sentBefore: 0,
      noAddress: 0,
      alertOff: 2,
    });
  });

  it('counts an alert whose once-only key is there as sent before, and writes nothing more for it', async () => {
    ddb.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    expect(await sendChunk(mailJob, [alertOf('a1')], NOW)).toEqual({
      sent: 0,
      sentBefore: 1,
      noAddress: 0,
      alertOff: 0,
    });
  });
});

describe('the alerts’ senders', () => {
  const message = (id: string, body: unknown) => ({
    messageId: id,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const sqsEvent = (...messages: unknown[]) => ({ Records: messages }) as SQSEvent;

  it('reports a task that failed, and a message that is no task, alone', async () => {
    const engine = searchEngine([], { down: true });
    const result = await deliverAlerts(
      sqsEvent(
        message('m1', { kind: 'send', job: mailJobOf(job, job), alerts: [] }),
        message('m2', { kind: 'match', job }),
        message('m3', 'not json'),
        message('m4', { kind: 'unheard-of' }),
      ),
    );
    engine.restore();
    expect(result.batchItemFailures).toEqual([
      { itemIdentifier: 'm2' },
      { itemIdentifier: 'm3' },
      { itemIdentifier: 'm4' },
    ]);
  });
});
