import type { Context, DynamoDBRecord, DynamoDBStreamEvent, SQSEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { queueConsumer } from '../../src/workers/queue-consumer.ts';

const context = {} as Context;

/** A stream record with a sequence number, and the SQS message the dispatcher made of it. */
const record = (sequence: string) =>
  ({ eventID: `e${sequence}`, eventName: 'INSERT', dynamodb: { SequenceNumber: sequence } }) as DynamoDBRecord;
const queued = (...bodies: Array<DynamoDBRecord | string>): SQSEvent => ({
  Records: bodies.map((body, i) => ({
    messageId: `m${i + 1}`,
    receiptHandle: `r${i + 1}`,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    attributes: {} as never,
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:ap-south-1:123456789012:worker.fifo',
    awsRegion: 'ap-south-1',
  })),
});
const failed = (...ids: string[]) => ({ batchItemFailures: ids.map((itemIdentifier) => ({ itemIdentifier })) });

describe('queueConsumer, a stream worker on its queue', () => {
  it('gives the worker the queued records as the stream event it was written for, unchanged and in order', async () => {
    const worker = vi.fn(async (_event: DynamoDBStreamEvent) => ({ batchItemFailures: [] }));
    const records = [record('1'), record('2'), record('3')];

    const result = await queueConsumer(worker)(queued(...records), context);

    expect(worker).toHaveBeenCalledWith({ Records: records }, context);
    expect(result).toEqual(failed());
  });

  it('answers a failed sequence number as that message and every one after it', async () => {
    const worker = async () => ({ batchItemFailures: [{ itemIdentifier: '2' }] });

    const result = await queueConsumer(worker)(queued(record('1'), record('2'), record('3')), context);

    expect(result).toEqual(failed('m2', 'm3'));
  });

  it('takes the earliest of several reported failures', async () => {
    const worker = async () => ({ batchItemFailures: [{ itemIdentifier: '3' }, { itemIdentifier: '2' }] });

    const result = await queueConsumer(worker)(queued(record('1'), record('2'), record('3')), context);

    expect(result).toEqual(failed('m2', 'm3'));
  });

  it('fails the whole batch when the worker names a record that is not in it', async () => {
    const worker = async () => ({ batchItemFailures: [{ itemIdentifier: '' }] });

    const result = await queueConsumer(worker)(queued(record('1'), record('2')), context);

    expect(result).toEqual(failed('m1', 'm2'));
  });

  it('stops at a message that is not a stream record: the worker gets what came before, the rest comes back', async () => {
    const worker = vi.fn(async (_event: DynamoDBStreamEvent) => ({ batchItemFailures: [] }));

    const result = await queueConsumer(worker)(queued(record('1'), 'not json', record('3')), context);

    expect(worker).toHaveBeenCalledWith({ Records: [record('1')] }, context);
    expect(result).toEqual(failed('m2', 'm3'));
  });

  it('lets an error the worker throws fail the invocation, as it failed the stream batch', async () => {
    const worker = async () => {
      throw new Error('table unreachable');
    };

    await expect(queueConsumer(worker)(queued(record('1')), context)).rejects.toThrow('table unreachable');
  });
});
