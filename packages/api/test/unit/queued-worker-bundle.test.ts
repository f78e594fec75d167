import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DISPATCH_CHANGES, SEND_MAIL_WORKER } from '@modern-jobs/domain/workers';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleHandlers } from '../../build/bundle-handlers.ts';

// Inside the package, so the bundles find the AWS SDK in node_modules as Lambda finds its own.
const dist = join(import.meta.dirname, '..', '..', 'dist');
mkdirSync(dist, { recursive: true });
const out = mkdtempSync(join(dist, 'test-queued-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const bundles = bundleHandlers({ outdir: out, handlers: [SEND_MAIL_WORKER.handler, DISPATCH_CHANGES.handler] });

/** Runs a bundle's handler on an event in a Node of its own, as Lambda would, and answers what it returned. */
function invoke(dir: string, event: unknown): unknown {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m=await import(${JSON.stringify(join(dir, 'index.mjs'))});` +
        `const r=await m.handler(${JSON.stringify(event)},{awsRequestId:'r',functionName:'f',getRemainingTimeInMillis:()=>30000});` +
        'process.stdout.write(JSON.stringify(r));',
    ],
    { env: { ...process.env, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const message = (id: string, body: string) => ({
  messageId: id,
  receiptHandle: `r-${id}`,
  body,
  attributes: {},
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:ap-south-1:123456789012:send-mail.fifo',
  awsRegion: 'ap-south-1',
});

describe("a worker's deployed bundle", () => {
  it('takes its queue’s messages (SQS events) and answers their ids as failures, its own file unchanged', async () => {
    const { dir } = (await bundles).get(SEND_MAIL_WORKER.handler) ?? { dir: '' };
    expect(readFileSync(join(dir, 'index.mjs'), 'utf8')).toContain('is not a stream record');
    // A change the worker does not take (a session written) is done; what is not a change comes back.
    const session = {
      eventID: 'e1',
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: '1', NewImage: { entity: { S: 'session' } } },
    };
    expect(invoke(dir, { Records: [message('m1', JSON.stringify(session)), message('m2', 'garbage')] })).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm2' }],
    });
  });

  it('bundles the dispatcher as a stream function of its own', async () => {
    const { dir } = (await bundles).get(DISPATCH_CHANGES.handler) ?? { dir: '' };
    // No record any worker takes: nothing to send, nothing failed.
    const session = {
      eventID: 'e1',
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: '1', NewImage: { entity: { S: 'session' } } },
    };
    expect(invoke(dir, { Records: [session] })).toEqual({ batchItemFailures: [] });
  });
});
