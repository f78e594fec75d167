import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { marshall } from '@aws-sdk/util-dynamodb';
import {
  DISPATCH_CHANGES,
  MAX_STREAM_READERS,
  queueUrlVariable,
  SEND_MAIL_WORKER,
  SHARE_CARD_WORKER,
  STREAM_READERS,
  takesChanges,
  WORKERS,
  type Worker,
} from '@modern-jobs/domain/workers';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../../src/observability/logger.ts';
import { dispatchChanges, MAX_MESSAGE_BYTES, takesChange } from '../../src/workers/dispatch-changes.ts';
import { aJob } from '../fixtures.ts';

const sqsMock = mockClient(SQSClient);
afterEach(() => {
  sqsMock.reset();
  vi.restoreAllMocks();
});

const urlOf = (worker: string) => `https://sqs.ap-south-1.amazonaws.com/123456789012/${worker}.fifo`;
const JOBS: Worker = { ...SHARE_CARD_WORKER, handler: 'jobs-worker', entity: 'job', events: undefined };
const NEW_MAIL: Worker = { ...SEND_MAIL_WORKER, handler: 'mail-worker', entity: 'mail', events: ['INSERT'] };
beforeAll(() => {
  for (const worker of [...WORKERS, JOBS, NEW_MAIL])
    process.env[queueUrlVariable(worker.handler)] = urlOf(worker.handler);
});

let sequence = 100;
/** A stream record as DynamoDB Streams gives it (both images). */
function change(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DynamoDBRecord {
  const item = (after ?? before) as { PK: string; SK: string };
  sequence += 1;
  return {
    eventID: `event-${sequence}`,
    eventName,
    eventSource: 'aws:dynamodb',
    awsRegion: 'ap-south-1',
    dynamodb: {
      Keys: marshall({ PK: item.PK, SK: item.SK }),
      SequenceNumber: String(sequence),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
      ...(before ? { OldImage: marshall(before, { removeUndefinedValues: true }) } : {}),
      ...(after ? { NewImage: marshall(after, { removeUndefinedValues: true }) } : {}),
    },
  } as DynamoDBRecord;
}
const jobItem = (id: string, title = 'Welder') => ({
  ...aJob({ id, title }),
  PK: `JOB#${id}`,
  SK: 'JOB',
  entity: 'job',
});
const mailItem = (id: string, state = 'queued') => ({ PK: `MAIL#${id}`, SK: 'MAIL', entity: 'mail', id, state });
const events = (...records: DynamoDBRecord[]) => ({ Records: records }) as DynamoDBStreamEvent;

/** What each queue was sent, by worker, as the records' sequence numbers, in order. */
function sent(): Record<string, string[]> {
  const byQueue: Record<string, string[]> = {};
  for (const call of sqsMock.commandCalls(SendMessageBatchCommand)) {
    const { QueueUrl = '', Entries = [] } = call.args[0].input;
    const worker = QueueUrl.split('/').pop()?.replace('.fifo', '') ?? '';
    byQueue[worker] = [
      ...(byQueue[worker] ?? []),
      ...Entries.map((e) => (JSON.parse(e.MessageBody ?? '{}') as DynamoDBRecord).dynamodb?.SequenceNumber ?? ''),
    ];
  }
  return byQueue;
}

describe('the stream has one reader', () => {
  it('declares at most MAX_STREAM_READERS readers of the table stream, the dispatcher alone, which sends to every worker', () => {
    expect(MAX_STREAM_READERS).toBe(2);
    expect(STREAM_READERS.length).toBeLessThanOrEqual(MAX_STREAM_READERS);
    expect(STREAM_READERS.map((reader) => reader.handler)).toEqual([DISPATCH_CHANGES.handler]);
    expect(DISPATCH_CHANGES.data.sendsTo).toEqual(WORKERS.filter(takesChanges).map((worker) => worker.handler));
    // Reading the stream needs no table grant; the workers are not readers of it.
    expect(DISPATCH_CHANGES.data.table).toEqual({ read: false, write: [] });
  });
});

describe('dispatchChanges', () => {
  it('sends each change to the queue of every worker whose entity and events it matches, and only there', async () => {
    sqsMock.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    const newJob = change('INSERT', null, jobItem('a'));
    const removedJob = change('REMOVE', jobItem('b'), null);
    const newMail = change('INSERT', null, mailItem('m'));
    const mailSent = change('MODIFY', mailItem('m'), mailItem('m', 'sent'));
    const session = change('INSERT', null, { PK: 'SESSION#x', SK: 'SESSION', entity: 'session' });

    const result = await dispatchChanges(events(newJob, removedJob, newMail, mailSent, session), [JOBS, NEW_MAIL]);

    expect(result).toEqual({ batchItemFailures: [] });
    expect(sent()).toEqual({ 'jobs-worker': ['101', '102'], 'mail-worker': ['103'] });
  });

  it('routes the declared workers so: job changes to the share cards, new mail (not its updates) to send-mail', () => {
    const job = change('MODIFY', jobItem('c'), jobItem('c', 'Fitter'));
    const newMail = change('INSERT', null, mailItem('n'));
    const mailSent = change('MODIFY', mailItem('n'), mailItem('n', 'sent'));
    expect(takesChange(SHARE_CARD_WORKER, job)).toBe(true);
    expect(takesChange(SHARE_CARD_WORKER, change('REMOVE', jobItem('c'), null))).toBe(true);
    expect(takesChange(SHARE_CARD_WORKER, newMail)).toBe(false);
    expect(takesChange(SEND_MAIL_WORKER, newMail)).toBe(true);
    expect(takesChange(SEND_MAIL_WORKER, mailSent)).toBe(false);
    expect(takesChange(SEND_MAIL_WORKER, job)).toBe(false);
  });

  it("sends the record's JSON as it came, in one message group per item, deduplicated by its event id", async () => {
    sqsMock.on(SendMessageBatchCommand).resolves({});
    const first = change('INSERT', null, jobItem('d'));
    const second = change('MODIFY', jobItem('d'), jobItem('d', 'Fitter'));
    const other = change('INSERT', null, jobItem('e'));

    await dispatchChanges(events(first, second, other), [JOBS]);

    const [call] = sqsMock.commandCalls(SendMessageBatchCommand);
    const entries = call?.args[0].input.Entries ?? [];
    expect(call?.args[0].input.QueueUrl).toBe(urlOf('jobs-worker'));
    expect(entries.map((e) => JSON.parse(e.MessageBody ?? ''))).toEqual([first, second, other]);
    expect(entries.map((e) => e.MessageDeduplicationId)).toEqual([first.eventID, second.eventID, other.eventID]);
    expect(entries[0]?.MessageGroupId).toBe(entries[1]?.MessageGroupId);
    expect(entries[0]?.MessageGroupId).not.toBe(entries[2]?.MessageGroupId);
    expect(entries[0]?.MessageGroupId?.length).toBeLessThanOrEqual(128);
  });

  it('sends at most 10 messages a call, in the stream’s order', async () => {
    sqsMock.on(SendMessageBatchCommand).resolves({});
    const records = Array.from({ length: 23 }, (_, i) => change('INSERT', null, jobItem(`f${i}`)));

    await dispatchChanges(events(...records), [JOBS]);

    const calls = sqsMock.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input.Entries?.length);
    expect(calls).toEqual([10, 10, 3]);
    expect(sent()['jobs-worker']).toEqual(records.map((r) => r.dynamodb?.SequenceNumber));
  });

  it('reports the first change a queue refused, and sends that worker nothing after it', async () => {
    const records = Array.from({ length: 15 }, (_, i) => change('INSERT', null, jobItem(`g${i}`)));
    sqsMock
      .on(SendMessageBatchCommand)
      .resolvesOnce({ Failed: [{ Id: '4', SenderFault: false, Code: 'InternalError' }] })
      .resolves({});
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    const result = await dispatchChanges(events(...records), [JOBS]);

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: records[4]?.dynamodb?.SequenceNumber }] });
    expect(sqsMock.commandCalls(SendMessageBatchCommand)).toHaveLength(1);
  });

  it('reports the first change of a batch SQS could not be reached for, whichever worker it was for', async () => {
    const job = change('INSERT', null, jobItem('h'));
    const mail = change('INSERT', null, mailItem('h'));
    sqsMock.on(SendMessageBatchCommand, { QueueUrl: urlOf('mail-worker') }).rejects(new Error('socket hang up'));
    sqsMock.on(SendMessageBatchCommand, { QueueUrl: urlOf('jobs-worker') }).resolves({});
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    const result = await dispatchChanges(events(job, mail), [JOBS, NEW_MAIL]);

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: mail.dynamodb?.SequenceNumber }] });
  });

  it('does not drop a change too large for a queue: logs it and reports it failed, having sent what came before', async () => {
    sqsMock.on(SendMessageBatchCommand).resolves({});
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const before = change('INSERT', null, jobItem('i'));
    const huge = change('INSERT', null, { ...jobItem('j'), description: 'x'.repeat(MAX_MESSAGE_BYTES) });
    const after = change('INSERT', null, jobItem('k'));

    const result = await dispatchChanges(events(before, huge, after), [JOBS]);

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: huge.dynamodb?.SequenceNumber }] });
    expect(sent()).toEqual({ 'jobs-worker': [before.dynamodb?.SequenceNumber] });
    expect(errors).toHaveBeenCalledWith(
      'change too large to queue',
      expect.objectContaining({ limit: MAX_MESSAGE_BYTES }),
    );
  });

  it('keeps a batch request within 256 KiB, splitting it before 10 large records', async () => {
    sqsMock.on(SendMessageBatchCommand).resolves({});
    const records = Array.from({ length: 4 }, (_, i) =>
      change('INSERT', null, { ...jobItem(`l${i}`), description: 'y'.repeat(150_000) }),
    );

    await dispatchChanges(events(...records), [JOBS]);

    const sizes = sqsMock
      .commandCalls(SendMessageBatchCommand)
      .map((c) => (c.args[0].input.Entries ?? []).reduce((sum, e) => sum + Buffer.byteLength(e.MessageBody ?? ''), 0));
    expect(sizes).toHaveLength(4);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
  });

  it('fits the largest job there can be, changed, in one message: every text field full, in two-byte Urdu letters', () => {
    const urdu = (n: number) => 'ملازمت'.repeat(Math.ceil(n / 6)).slice(0, n);
    const largest = {
      ...jobItem('m'),
      title: urdu(200),
      company: urdu(200),
      location: urdu(200),
      companyLogo: `logos/${'a'.repeat(1000)}`,
      description: urdu(20_000),
      requirements: urdu(10_000),
      benefits: urdu(10_000),
      skills: Array.from({ length: 50 }, () => urdu(60)),
      // What storage adds (index keys, owner, versions, moderation): generously.
      extra: 'z'.repeat(4_000),
    };
    const record = change('MODIFY', largest, { ...largest, title: urdu(199) });
    const bytes = Buffer.byteLength(JSON.stringify(record));
    expect(bytes).toBeLessThan(MAX_MESSAGE_BYTES);
    // The figure dispatch-changes.ts states.
    expect(Math.round(bytes / 1000)).toBeLessThanOrEqual(190);
  });
});
