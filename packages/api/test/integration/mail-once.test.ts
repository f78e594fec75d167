import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamo } from '../../src/clients/dynamo.ts';
import { getMail, mailPut } from '../../src/mail/store/outbox.ts';
import { logger } from '../../src/observability/logger.ts';
import { retryMail } from '../../src/workers/retry-mail.ts';
import { sendMail } from '../../src/workers/send-mail.ts';
import { aQueuedMail } from '../mail-fixtures.ts';

/** The mail server: accepts every message (or refuses, when told), and keeps who each was sent to. */
const server = vi.hoisted(() => ({ sentTo: [] as string[], refuse: false }));
vi.mock('../../src/mail/sender.ts', () => ({
  mailSender: async () => ({
    send: async (_raw: Buffer, envelope: { to: string[] }) => {
      if (server.refuse) throw new Error('421 try again later');
      server.sentTo.push(envelope.to[0] ?? '');
      return { serverId: `server-${server.sentTo.length}` };
    },
  }),
}));

const RUN = Date.now();
let serial = 0;
const MINUTE = 60_000;

/** Copies sent to an address. */
const copiesTo = (to: string) => server.sentTo.filter((address) => address === to).length;

/** A mail written as the changes write it: in a transaction. Its id, address and stream record. */
async function queueMail(now = new Date()) {
  serial += 1;
  const id = `once-${RUN}-${serial}`;
  const to = `once-${RUN}-${serial}@example.pk`;
  const put = mailPut(aQueuedMail({ to }), now, id);
  await dynamo.send(new TransactWriteCommand({ TransactItems: [put] }));
  const record = {
    eventName: 'INSERT' as const,
    dynamodb: {
      NewImage: marshall(put.Put.Item, { removeUndefinedValues: true }) as never,
      SequenceNumber: `${serial}`,
    },
  };
  return { id, to, stream: { Records: [record] } as DynamoDBStreamEvent };
}

/**
 * The table throttles the writes `matches` picks, `times` times (every time by default), as
 * DynamoDB does once its retries are spent: a ProvisionedThroughputExceededException.
 */
function throttle(matches: (input: Record<string, unknown>) => boolean, times = Number.POSITIVE_INFINITY) {
  let left = times;
  dynamo.middlewareStack.add(
    (next) => async (args) => {
      if (left > 0 && matches(args.input as Record<string, unknown>)) {
        left -= 1;
        throw Object.assign(new Error('The level of configured provisioned throughput for the table was exceeded'), {
          name: 'ProvisionedThroughputExceededException',
        });
      }
      return next(args);
    },
    { step: 'initialize', name: 'testThrottle', override: true },
  );
}

/** Marshalled or not, the plain value. */
const plain = (value: unknown) => (value && typeof value === 'object' && 'S' in value ? value.S : value);

/** An update that records a mail of `id` as sent. */
const recordsSent = (id: string) => (input: Record<string, unknown>) => {
  const key = input.Key as Record<string, unknown> | undefined;
  const values = input.ExpressionAttributeValues as Record<string, unknown> | undefined;
  return plain(key?.PK) === `MAIL#${id}` && plain(values?.[':status']) === 'sent';
};

/** retry-mail's runs at `at`, until the mail is no longer waiting. */
async function sweepAt(at: Date, id: string) {
  vi.setSystemTime(at);
  for (let run = 0; run < 20; run++) {
    const counts = await retryMail();
    const mail = await getMail(id);
    if (!mail || !['queued', 'sending', 'handed', 'retrying'].includes(mail.status)) return;
    if (counts.sent + counts.retrying + counts.failed + counts.suppressed + (counts.unconfirmed ?? 0) === 0) return;
  }
}

/**
 * Each test lives a month of its own in 2001. The table is shared with other files, and retry-mail
 * sends what is due up to its clock: a day ahead of today, every other file's mail would be due
 * too, and sending them all took longer than a test may on a busy machine. Back then only this
 * test's mail is.
 */
let epoch = Date.UTC(2001, 0, 1);
beforeEach(() => {
  epoch += 30 * 24 * 60 * MINUTE;
  vi.useFakeTimers({ toFake: ['Date'], now: epoch });
  server.refuse = false;
  vi.spyOn(logger, 'error');
});
afterEach(() => {
  dynamo.middlewareStack.remove('testThrottle');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a mail the mail server accepted', () => {
  it('is never sent again when recording it as sent fails: not by the stream, not by retry-mail', async () => {
    const start = new Date();
    const { id, to, stream } = await queueMail(start);
    throttle(recordsSent(id));

    expect(await sendMail(stream)).toEqual({ batchItemFailures: [] });
    expect(copiesTo(to)).toBe(1);
    expect(vi.mocked(logger.error)).toHaveBeenCalledWith(
      'mail sent, not recorded',
      expect.objectContaining({ mailId: id }),
    );

    // The table is well again: the stream delivers the record again, and retry-mail runs for a day.
    dynamo.middlewareStack.remove('testThrottle');
    expect(await sendMail(stream)).toEqual({ batchItemFailures: [] });
    for (const minutes of [2, 6, 11, 40, 180, 24 * 60]) await sweepAt(new Date(start.getTime() + minutes * MINUTE), id);

    expect(copiesTo(to)).toBe(1);
    // Settled as what it is: handed to the server, its outcome unknown to the table; said in an error line.
    expect(await getMail(id)).toMatchObject({ status: 'unconfirmed' });
    expect(vi.mocked(logger.error)).toHaveBeenCalledWith('mail not confirmed', expect.objectContaining({ mailId: id }));
  });

  it('is recorded as sent, sent once, when the table throttles the record a few times', async () => {
    const { id, to, stream } = await queueMail();
    throttle(recordsSent(id), 2);

    expect(await sendMail(stream)).toEqual({ batchItemFailures: [] });

    expect(copiesTo(to)).toBe(1);
    expect(await getMail(id)).toMatchObject({ status: 'sent', serverId: expect.stringMatching(/^server-/) });
  });
});

describe('a mail about to be handed to the mail server', () => {
  it('is handed over and sent once when the table throttles that write once', async () => {
    const { id, to, stream } = await queueMail();
    throttle((input) => {
      const key = input.Key as Record<string, unknown> | undefined;
      return plain(key?.PK) === `MAIL#${id}` && String(input.UpdateExpression).startsWith('SET #status = :handed');
    }, 1);

    expect(await sendMail(stream)).toEqual({ batchItemFailures: [] });

    expect(copiesTo(to)).toBe(1);
    expect(await getMail(id)).toMatchObject({ status: 'sent' });
  });
});

describe('a mail the stream never brought to send-mail (a batch in the dead-letter queue, a lost record)', () => {
  it('is sent by retry-mail a few minutes after it was written, once', async () => {
    const start = new Date();
    const { id, to } = await queueMail(start);

    // The stream usually has it within seconds: retry-mail leaves a new mail alone for a while.
    await sweepAt(new Date(start.getTime() + MINUTE), id);
    expect(copiesTo(to)).toBe(0);
    expect(await getMail(id)).toMatchObject({ status: 'queued' });

    await sweepAt(new Date(start.getTime() + 6 * MINUTE), id);
    expect(copiesTo(to)).toBe(1);
    expect(await getMail(id)).toMatchObject({ status: 'sent' });
  });

  it('goes through its retries when the server refuses it, as a streamed one does', async () => {
    const start = new Date();
    const { id, to } = await queueMail(start);
    server.refuse = true;

    await sweepAt(new Date(start.getTime() + 6 * MINUTE), id);
    expect(await getMail(id)).toMatchObject({ status: 'retrying', attempts: 1 });

    server.refuse = false;
    await sweepAt(new Date(start.getTime() + 8 * MINUTE), id);
    expect(copiesTo(to)).toBe(1);
    expect(await getMail(id)).toMatchObject({ status: 'sent' });
  });
});

describe('a claim is a lease', () => {
  it('a mail whose sender died after claiming it, before sending it, is sent once its lease is past', async () => {
    const { claimMail, CLAIM_LEASE_MS } = await import('../../src/mail/store/outbox.ts');
    const start = new Date();
    const { id, to, stream } = await queueMail(start);
    // The stream's worker claims it, and dies.
    expect(await claimMail(id, { stream: true }, start)).toMatchObject({ status: 'sending' });

    // Neither the stream's retry of the record nor retry-mail sends it while the lease holds.
    await sendMail(stream);
    await sweepAt(new Date(start.getTime() + 6 * MINUTE), id);
    expect(copiesTo(to)).toBe(0);

    await sweepAt(new Date(start.getTime() + CLAIM_LEASE_MS + MINUTE), id);
    expect(copiesTo(to)).toBe(1);
    expect(await getMail(id)).toMatchObject({ status: 'sent', lapses: 1 });
  });

  it('a mail whose senders keep dying before sending it is given up after three lapses, with an error line', async () => {
    const { claimMail, CLAIM_LEASE_MS } = await import('../../src/mail/store/outbox.ts');
    const start = new Date();
    const { id, to } = await queueMail(start);
    let at = start;
    expect(await claimMail(id, { stream: true }, at)).not.toBeNull();
    for (let lapse = 1; lapse <= 3; lapse++) {
      at = new Date(at.getTime() + CLAIM_LEASE_MS + 1000);
      expect(await claimMail(id, { due: 'sending' }, at)).toMatchObject({ lapses: lapse });
    }

    await sweepAt(new Date(at.getTime() + CLAIM_LEASE_MS + 1000), id);

    expect(copiesTo(to)).toBe(0);
    expect(await getMail(id)).toMatchObject({ status: 'failed' });
    expect(vi.mocked(logger.error)).toHaveBeenCalledWith('mail failed', expect.objectContaining({ mailId: id }));
  });

  it('a mail whose sender died after handing it to the server is not sent again', async () => {
    const { claimMail, handOverMail, CLAIM_LEASE_MS } = await import('../../src/mail/store/outbox.ts');
    const start = new Date();
    const { id, to } = await queueMail(start);
    const claimed = await claimMail(id, { stream: true }, start);
    if (!claimed) throw new Error('not claimed');
    expect(await handOverMail(claimed, start)).toBe(true);

    await sweepAt(new Date(start.getTime() + CLAIM_LEASE_MS + MINUTE), id);

    expect(copiesTo(to)).toBe(0);
    expect(await getMail(id)).toMatchObject({ status: 'unconfirmed' });
  });
});
