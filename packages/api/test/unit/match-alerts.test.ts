import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { becameVisible, matchAlerts as handler } from '../../src/alerts/match-alerts.ts';
import { aJob } from '../fixtures.ts';
import { ddb } from '../mocks.ts';
import { searchEngine } from '../search-engine.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const job = aJob({ id: 'job-1', title: 'Staff Nurse', location: 'Lahore' });
const record = (before: object | null, after: object | null, sequence: string) => ({
  eventName: before ? 'MODIFY' : 'INSERT',
  dynamodb: {
    SequenceNumber: sequence,
    ...(before ? { OldImage: marshall({ entity: 'job', ...before }) } : {}),
    ...(after ? { NewImage: marshall({ entity: 'job', ...after }) } : {}),
  },
});
const event = (...records: unknown[]) => ({ Records: records }) as unknown as DynamoDBStreamEvent;
const alert = {
  id: 'a1',
  userId: 'u1',
  name: 'Nurses',
  criteria: { q: 'nurse' },
  frequency: 'instant',
  locale: 'en',
};

beforeEach(() => {
  ddb
    .on(GetCommand)
    .resolves({ Item: { id: 'u1', email: 'u1@example.pk', walletBalance: '0.00', createdAt: 'x', firstName: null } });
  ddb.on(TransactWriteCommand).resolves({});
});

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

describe('the match-alerts worker', () => {
  it('sends a matching instant alert its job with the mail and its once-only key in one transaction', async () => {
    const engine = searchEngine([{ _source: alert, sort: ['a1'] } as never]);

    const result = await handler(event(record(null, job, '1')), () => NOW);
    engine.restore();

    expect(result.batchItemFailures).toEqual([]);
    const [sent, mail] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(sent?.Put).toMatchObject({
      Item: { PK: 'ALERTSENT#a1', SK: 'JOB#job-1' },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(mail?.Put?.Item).toMatchObject({ entity: 'mail', kind: 'job-alert', to: 'u1@example.pk' });
    // The job's own words and filters are what the stored queries are percolated with.
    expect(JSON.stringify(engine.requests[0])).toContain(
      '"percolate":{"field":"query","document":{"alertWords":"staff nurse',
    );
  });

  it('reports the record that failed, so the batch is retried from it, and the records after it wait', async () => {
    const engine = searchEngine([], { down: true });

    const result = await handler(
      event(record(job, { ...job, title: 'x' }, '1'), record(null, job, '2'), record(null, job, '3')),
      () => NOW,
    );

    engine.restore();
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: '2' }]);
  });
});
