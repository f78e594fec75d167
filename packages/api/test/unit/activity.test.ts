import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NEXT_CURSOR_HEADER } from '@modern-jobs/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as listActivity } from '../../src/handlers/list-activity.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';
import { adminCookie, mockSessions } from '../sessions.ts';

const record = {
  PK: 'AUDIT#r1',
  SK: 'AUDIT',
  entity: 'audit',
  GSI1PK: 'AUDIT',
  GSI1SK: '2026-11-24T01:00:00.000Z#r1',
  id: 'r1',
  at: '2026-11-24T01:00:00.000Z',
  actor: 'admin:03001234567',
  action: 'job.updated',
  item: { type: 'job', id: 'job-1', label: 'Accountant' },
  ip: '203.0.113.9',
  changes: [{ field: 'salaryMin', before: '80000', after: '90000' }],
};

const list = (query: Record<string, string>) => invoke(listActivity, { cookies: [adminCookie], query });
const queried = () => ddb.commandCalls(QueryCommand)[0]?.args[0].input;

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(QueryCommand).resolves({
    Items: [record],
    LastEvaluatedKey: { PK: 'AUDIT#r1', SK: 'AUDIT', GSI1PK: 'AUDIT', GSI1SK: record.GSI1SK },
  });
});

describe('GET /api/admin/activity', () => {
  it('lists every record newest first, without storage keys, with the next page’s cursor', async () => {
    const res = await list({});

    expect(res.body).toEqual([
      {
        id: 'r1',
        at: record.at,
        actor: record.actor,
        action: 'job.updated',
        item: record.item,
        ip: record.ip,
        changes: record.changes,
      },
    ]);
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeTruthy();
    expect(queried()).toMatchObject({
      IndexName: 'GSI1',
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':pk': 'AUDIT' },
    });
  });

  it('reads one item’s history from its own list, and one admin’s from theirs', async () => {
    await list({ item: 'job:job-1', actor: 'admin:03001234567' });
    expect(queried()).toMatchObject({
      IndexName: 'GSI3',
      ExpressionAttributeValues: { ':pk': 'AUDIT#ITEM#job:job-1', ':actor': 'admin:03001234567' },
      FilterExpression: '#actor = :actor',
    });
    ddb.resetHistory();
    await list({ actor: 'admin:03001234567' });
    expect(queried()).toMatchObject({
      IndexName: 'GSI2',
      ExpressionAttributeValues: { ':pk': 'AUDIT#ACTOR#admin:03001234567' },
    });
    expect(queried()).not.toHaveProperty('FilterExpression');
  });

  it('refuses a malformed filter and a cursor from another list', async () => {
    expect((await list({ item: 'job' })).status).toBe(400);
    const first = await list({});
    const res = await list({ item: 'job:job-1', cursor: first.headers[NEXT_CURSOR_HEADER] as string });
    expect(res.status).toBe(400);
  });
});
