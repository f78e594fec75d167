import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mailPut, type StoredMail } from '../../src/mail/store/outbox.ts';
import { logger } from '../../src/observability/logger.ts';
import { retryMail } from '../../src/workers/retry-mail.ts';
import { sendMail, handler as sendMailHandler } from '../../src/workers/send-mail.ts';
import { context } from '../http.ts';
import { anAlertMail, aQueuedMail } from '../mail-fixtures.ts';
import { publishedWhile } from '../metrics.ts';
import { ddb, sesMock } from '../mocks.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

/** An outbox item as mailPut writes it. */
function outboxItem(id: string, overrides: Partial<StoredMail> = {}) {
  return { ...mailPut(aQueuedMail(), NOW, id).Put.Item, ...overrides };
}

function record(eventName: 'INSERT' | 'MODIFY', item: object, sequence: string): DynamoDBRecord {
  return {
    eventName,
    dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }) as never, SequenceNumber: sequence },
  };
}
const streamOf = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

/** The claim answers the item as claimed (or refuses: taken already). */
function mockClaim(id: string, item: object | 'taken') {
  const claim = ddb.on(UpdateCommand, { Key: { PK: `MAIL#${id}`, SK: 'MAIL' }, ReturnValues: 'ALL_NEW' });
  if (item === 'taken') claim.rejects(Object.assign(new Error('taken'), { name: 'ConditionalCheckFailedException' }));
  else claim.resolves({ Attributes: { ...item, status: 'sending', claim: `claim-${id}` } });
}

/** The updates after the claim and the hand-over to the server: how each mail's try ended. */
const outcomes = () =>
  ddb
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input)
    .filter(
      (input) => input.ReturnValues !== 'ALL_NEW' && !input.UpdateExpression?.startsWith('SET #status = :handed'),
    );

/** The hand-overs: a mail marked as given to the server, by its claim, just before it is. */
const handOvers = () =>
  ddb
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.UpdateExpression?.startsWith('SET #status = :handed'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(logger, level).mockReset();
  ddb.on(GetCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
});

describe('the send-mail worker', () => {
  it('claims a new mail, sends it through SES and marks it sent, kept 30 days and off the due list', async () => {
    mockClaim('m1', outboxItem('m1'));
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });

    // As Lambda runs it, observed: the mail sent is counted and published when the invocation ends.
    const { result, totals } = await publishedWhile(() =>
      sendMailHandler(streamOf(record('INSERT', outboxItem('m1'), '1')), context),
    );

    expect(result).toEqual({ batchItemFailures: [] });
    expect(totals).toMatchObject({ EmailsSent: 1 });
    const claim = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(claim?.ConditionExpression).toBe('#status = :expected');
    expect(claim?.ExpressionAttributeValues?.[':expected']).toBe('queued');
    expect(handOvers()).toEqual([
      expect.objectContaining({
        ConditionExpression: 'claim = :claim AND #status IN (:sending, :handed)',
        ExpressionAttributeValues: expect.objectContaining({ ':claim': 'claim-m1' }),
      }),
    ]);
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({
      PK: 'SUPPRESS#ayesha@example.pk',
      SK: 'SUPPRESS',
    });
    const sent = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(sent?.Destination?.ToAddresses).toEqual(['ayesha@example.pk']);
    const raw = Buffer.from(sent?.Content?.Raw?.Data ?? []).toString('utf8');
    expect(raw).toContain('Message-ID: <m1@modern-jobs.test>');
    expect(raw).toContain('Subject: Application received: Senior Welder');
    expect(outcomes()).toEqual([
      expect.objectContaining({
        UpdateExpression: expect.stringMatching(/REMOVE GSI5PK, GSI5SK, retryAt$/),
        ConditionExpression: 'claim = :claim AND #status IN (:sending, :handed)',
        ExpressionAttributeValues: expect.objectContaining({
          ':status': 'sent',
          ':serverId': 'ses-1',
          ':expires': NOW.getTime() / 1000 + 30 * 24 * 3600,
        }),
      }),
    ]);
  });

  it('sends an alert with one-click unsubscribe headers, and an application mail without', async () => {
    const alert = { ...mailPut(anAlertMail(), NOW, 'm2').Put.Item };
    mockClaim('m1', outboxItem('m1'));
    mockClaim('m2', alert);
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });

    await sendMail(streamOf(record('INSERT', outboxItem('m1'), '1'), record('INSERT', alert, '2')));

    const raws = sesMock
      .commandCalls(SendEmailCommand)
      .map((call) => Buffer.from(call.args[0].input.Content?.Raw?.Data ?? []).toString('utf8'));
    expect(raws).toHaveLength(2);
    const [application = '', alertRaw = ''] = raws;
    expect(application).not.toMatch(/^List-Unsubscribe/im);
    const head = (alertRaw.split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
    expect(head).toContain(`List-Unsubscribe: <${anAlertMail().snapshot.unsubscribe.oneClick}>`);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(head).toContain('Subject: New job: React Developer at Lahore Soft');
  });

  it('sends a mail once when its stream record is delivered twice', async () => {
    mockClaim('m1', 'taken');

    const result = await sendMail(streamOf(record('INSERT', outboxItem('m1'), '1')));

    expect(result).toEqual({ batchItemFailures: [] });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(outcomes()).toEqual([]);
  });

  it('never sends to a suppressed address', async () => {
    mockClaim('m1', outboxItem('m1'));
    ddb
      .on(GetCommand, { Key: { PK: 'SUPPRESS#ayesha@example.pk', SK: 'SUPPRESS' } })
      .resolves({ Item: { PK: 'SUPPRESS#ayesha@example.pk' } });

    await sendMail(streamOf(record('INSERT', outboxItem('m1'), '1')));

    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(outcomes()[0]?.ExpressionAttributeValues?.[':status']).toBe('suppressed');
  });

  it('leaves alone what is not a new mail: its own updates, other items', async () => {
    const result = await sendMail(
      streamOf(
        record('MODIFY', { ...outboxItem('m1'), status: 'sent' }, '1'),
        record('INSERT', { PK: 'APP#a1', SK: 'APP', entity: 'application', id: 'a1' }, '2'),
      ),
    );

    expect(result).toEqual({ batchItemFailures: [] });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('puts a mail the server refused on the due list for a minute later, and does not hold up the stream', async () => {
    mockClaim('m1', outboxItem('m1'));
    mockClaim('m2', outboxItem('m2'));
    sesMock.on(SendEmailCommand).rejects(new Error('connect ECONNREFUSED'));

    const result = await sendMail(
      streamOf(record('INSERT', outboxItem('m1'), '1'), record('INSERT', outboxItem('m2'), '2')),
    );

    expect(result).toEqual({ batchItemFailures: [] });
    // Quick tries for the first mail; the second, with the server down, is not tried in this run.
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(3);
    expect(outcomes().map((u) => [u.Key?.PK, u.ExpressionAttributeValues])).toEqual([
      [
        'MAIL#m1',
        expect.objectContaining({
          ':retrying': 'retrying',
          ':attempts': 1,
          ':at': minutesFromNow(1),
          ':due': `${minutesFromNow(1)}#m1`,
          ':error': 'connect ECONNREFUSED',
        }),
      ],
      ['MAIL#m2', expect.objectContaining({ ':attempts': 0, ':at': minutesFromNow(1) })],
    ]);
  });

  it('reports the record when the table fails, so the stream retries from it', async () => {
    ddb
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' }));

    const result = await sendMail(streamOf(record('INSERT', outboxItem('m1'), '7')));

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '7' }] });
  });
});

describe('the retry-mail schedule', () => {
  const due = (...ids: string[]) =>
    ddb
      .on(QueryCommand, { IndexName: 'GSI5', ExpressionAttributeValues: { ':list': 'MAILRETRY' } })
      .resolves({ Items: ids.map((id) => ({ id, status: 'retrying' })) });

  it('sends the mails whose retry is due', async () => {
    due('m1');
    mockClaim('m1', outboxItem('m1', { status: 'retrying', attempts: 2 }));
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'ses-2' });

    expect(await retryMail()).toMatchObject({ sent: 1 });
    const query = ddb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query?.ExpressionAttributeValues).toEqual({ ':list': 'MAILRETRY', ':after': `${NOW.toISOString()}~` });
    const claim = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(claim?.ConditionExpression).toBe('#status = :expected AND retryAt <= :now');
    expect(claim?.ExpressionAttributeValues).toMatchObject({ ':expected': 'retrying', ':now': NOW.toISOString() });
    expect(outcomes()[0]?.ExpressionAttributeValues?.[':status']).toBe('sent');
  });

  it('waits longer after each failure: 1 min, 5 min, 30 min, 2 h, 12 h', async () => {
    sesMock.on(SendEmailCommand).rejects(new Error('421 try later'));
    const delays: string[] = [];
    for (const attempts of [1, 2, 3, 4]) {
      ddb.reset();
      ddb.on(GetCommand).resolves({});
      ddb.on(UpdateCommand).resolves({});
      due('m1');
      mockClaim('m1', outboxItem('m1', { status: 'retrying', attempts }));
      await retryMail();
      delays.push(outcomes()[0]?.ExpressionAttributeValues?.[':at']);
    }
    expect(delays).toEqual([minutesFromNow(5), minutesFromNow(30), minutesFromNow(120), minutesFromNow(720)]);
  });

  it('gives up after the last retry: marks it failed and logs an error for the alarm', async () => {
    due('m1');
    mockClaim('m1', outboxItem('m1', { status: 'retrying', attempts: 5 }));
    sesMock.on(SendEmailCommand).rejects(new Error('550 mailbox unavailable'));

    expect(await retryMail()).toMatchObject({ failed: 1 });
    expect(outcomes()[0]?.ExpressionAttributeValues).toMatchObject({
      ':status': 'failed',
      ':attempts': 6,
      ':lastError': '550 mailbox unavailable',
    });
    expect(vi.mocked(logger.error)).toHaveBeenCalledWith('mail failed', expect.objectContaining({ mailId: 'm1' }));
  });

  it('skips a mail another run took first', async () => {
    due('m1');
    mockClaim('m1', 'taken');

    expect(await retryMail()).toMatchObject({ taken: 1, sent: 0 });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
