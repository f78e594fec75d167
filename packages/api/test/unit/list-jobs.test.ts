import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/list-jobs.ts';
import { resetSearch } from '../../src/search/job-search.ts';
import { encodeCursor } from '../../src/storage/cursor.ts';
import { indexEntriesOf } from '../../src/storage/job-index.ts';
import { aJob } from '../fixtures.ts';
import { invoke } from '../http.ts';
import { publishedWhile } from '../metrics.ts';
import { ddb } from '../mocks.ts';

/** A count's read: it asks for the company alone, of every job it counts. */
const COUNTING = '#company';

const entry = (id: string, boostedPartition = false) => {
  const entries = indexEntriesOf(aJob({ id, isBoosted: boostedPartition }), new Date());
  const found = entries.find((e) => e.GSI1PK === (boostedPartition ? 'JOBS#BOOST#ALL' : 'JOBS#ALL'));
  if (!found) throw new Error(`no entry for ${id}`);
  return found;
};

const mockCountStore = () => {
  ddb.on(GetCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(PutCommand).resolves({});
};
beforeEach(mockCountStore);

describe('GET /api/jobs', () => {
  it('lists live boosts first, then the rest newest first, as a plain array', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'JOBS#BOOST#ALL' } })
      .resolves({ Items: [entry('b1', true)], ScannedCount: 1 });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'JOBS#ALL' } })
      .resolves({ Items: [entry('n1'), entry('n2')], ScannedCount: 2 });

    const res = await invoke(handler, { query: {} });

    expect(res.status).toBe(200);
    expect(res.body.map((j: { id: string }) => j.id)).toEqual(['b1', 'n1', 'n2']);
    expect(res.body[0]).not.toHaveProperty('PK');
    expect(res.body[0]).not.toHaveProperty('kw');
    expect(res.headers['x-next-cursor']).toBeUndefined();
    // The same for every visitor: CloudFront answers the rush for half a minute.
    expect(res.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
  });

  it('asks DynamoDB for no more than the page still needs, newest first, with no Scan', async () => {
    ddb.on(QueryCommand).resolves({ Items: [], ScannedCount: 0 });

    await invoke(handler, { query: { limit: '5' } });

    const calls = ddb
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .filter((input) => input.ProjectionExpression !== COUNTING);
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => c.Limit === 5 && c.ScanIndexForward === false && c.IndexName === 'GSI1')).toBe(true);
    expect(calls[1]?.FilterExpression).toContain('#boost < :nowMs');
  });

  it('reads the type-and-city partition when both filters are given', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });

    await invoke(handler, { query: { type: 'contract', city: 'lahore' } });

    const partitions = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input.ExpressionAttributeValues?.[':pk']);
    // the page (boosts, then the rest), then the count
    expect(partitions).toEqual([
      'JOBS#BOOST#TYPE#contract#CITY#lahore',
      'JOBS#TYPE#contract#CITY#lahore',
      'JOBS#TYPE#contract#CITY#lahore',
    ]);
  });

  it('searches with the index of every open job, built from their list and kept fresh from the feed of changes', async () => {
    resetSearch();
    const terms = (id: string, fields: Record<string, unknown>) => ({ ...entry(id), ...fields });
    ddb.on(QueryCommand, { IndexName: 'GSI1', ExpressionAttributeValues: { ':pk': 'JOBS#ALL' } }).resolves({
      Items: [
        terms('a', { title: 'Accountant', skills: [], terms: 'ledger reconciliations' }),
        terms('b', { title: 'Senior React Developer', terms: 'ledger' }),
        terms('gone', { title: 'Accounts Officer', skills: [] }),
      ],
    });
    ddb.on(QueryCommand, { IndexName: 'GSI5' }).resolves({
      Items: [
        { entity: 'job', ...aJob({ id: 'new', title: 'Chief Accountant', skills: [] }), GSI5SK: 'x' },
        { entity: 'job-gone', id: 'gone', GSI5SK: 'y' },
      ],
    });

    const res = await invoke(handler, { query: { q: 'accoun' } });

    expect(res.body.map((j: { id: string }) => j.id)).toEqual(['new', 'a']);
    expect(res.body[0]).not.toHaveProperty('GSI5SK');
    expect(res.headers['x-total-count']).toBe('2');
    const feed = ddb.commandCalls(QueryCommand).find((c) => c.args[0].input.IndexName === 'GSI5')?.args[0].input;
    expect(feed?.KeyConditionExpression).toBe('GSI5PK = :feed AND GSI5SK > :after');

    // A description's word is found; a misspelt one too, and the answer says how it was read.
    const ledger = await invoke(handler, { query: { q: 'ledger' } });
    expect(ledger.body.map((j: { id: string }) => j.id).sort()).toEqual(['a', 'b']);
    const typo = await invoke(handler, { query: { q: 'acountant' } });
    expect(typo.body.map((j: { id: string }) => j.id)).toEqual(['new', 'a']);
    expect(typo.headers['x-did-you-mean']).toBe('accountant');
    // A keyword that finds nothing is counted, once, on its first page; a search that found jobs is not.
    const { totals } = await publishedWhile(async () => {
      await invoke(handler, { query: { q: 'zookeeper' } });
      await invoke(handler, { query: { q: 'zookeeper', cursor: encodeCursor({ offset: 20 }) } });
      await invoke(handler, { query: { q: 'ledger' } });
    });
    expect(totals).toEqual({ SearchZeroResults: 1 });
    // The list itself was read once: later searches only read the feed.
    expect(ddb.commandCalls(QueryCommand).filter((c) => c.args[0].input.IndexName === 'GSI1')).toHaveLength(1);
  });

  it('pages a search by its place in the ranking, and refuses a filter it does not know', async () => {
    resetSearch();
    ddb.on(QueryCommand, { IndexName: 'GSI1' }).resolves({
      Items: ['n1', 'n2', 'n3'].map((id) => ({ ...entry(id), title: `Nurse ${id}` })),
    });
    ddb.on(QueryCommand, { IndexName: 'GSI5' }).resolves({ Items: [] });

    const first = await invoke(handler, { query: { q: 'nurse', limit: '2' } });
    const second = await invoke(handler, {
      query: { q: 'nurse', limit: '2', cursor: first.headers['x-next-cursor'] ?? '' },
    });

    expect([...first.body, ...second.body].map((j: { id: string }) => j.id).sort()).toEqual(['n1', 'n2', 'n3']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    const bad = await invoke(handler, { query: { where: 'moon', minSalary: '-5', posted: '1y', sort: 'fame' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'minSalary',
      'posted',
      'sort',
      'where',
    ]);
  });

  it('hands out a cursor when the page is full and continues from it', async () => {
    const key = { PK: 'JOB#n2', SK: 'IDX#ALL', GSI1PK: 'JOBS#ALL', GSI1SK: '2026#n2' };
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'JOBS#BOOST#ALL' } }).resolves({ Items: [] });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'JOBS#ALL' } })
      .resolves({ Items: [entry('n1'), entry('n2')], LastEvaluatedKey: key });

    const first = await invoke(handler, { query: { limit: '2' } });
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeDefined();

    ddb.reset();
    ddb.on(QueryCommand).resolves({ Items: [entry('n3')] });
    const second = await invoke(handler, { query: { limit: '2', cursor: cursor ?? '' } });

    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input.ExclusiveStartKey).toEqual(key);
    expect(second.body.map((j: { id: string }) => j.id)).toEqual(['n3']);
  });

  it('says how many jobs match on a first page, capped at 1000, and not on later pages', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const company = (name: string) => ({ company: name });
    const items = [...Array.from({ length: 40 }, (_, i) => company(`Co ${i % 12}`)), company('co 0 '), company('CO 1')];
    ddb.on(QueryCommand, { ProjectionExpression: COUNTING }).resolves({ Items: items, Count: 42, ScannedCount: 45 });

    const first = await invoke(handler, { query: {} });
    const later = await invoke(handler, { query: { cursor: encodeCursor({ phase: 'rest' }) } });

    expect(first.headers['x-total-count']).toBe('42');
    // The same read counts the companies: names that differ only in case and spaces are one.
    expect(first.headers['x-company-count']).toBe('12');
    expect(later.headers['x-total-count']).toBeUndefined();
    expect(later.headers['x-company-count']).toBeUndefined();

    ddb.reset();
    mockCountStore();
    ddb.on(QueryCommand).resolves({ Items: [], Count: 400, ScannedCount: 400, LastEvaluatedKey: { PK: 'x' } });
    const many = await invoke(handler, { query: {} });
    expect(many.headers['x-total-count']).toBe('1000+');
    expect(many.headers['x-company-count']).toMatch(/\+$/);
  });

  it('keeps the count: a fresh one is read (1 item), not recounted, for every visitor', async () => {
    const countedAt = Math.floor(Date.now() / 1000) - 60;
    ddb.on(GetCommand).resolves({ Item: { count: 37, capped: false, countedAt } });
    ddb.on(QueryCommand).resolves({ Items: [], ScannedCount: 0 });

    const first = await invoke(handler, { query: {} });

    expect(first.headers['x-total-count']).toBe('37');
    expect(
      ddb.commandCalls(QueryCommand).filter((c) => c.args[0].input.ProjectionExpression === COUNTING),
    ).toHaveLength(0);
  });

  it('recounts a stale count in one request only: the others answer the older figure meanwhile', async () => {
    const countedAt = Math.floor(Date.now() / 1000) - 3600;
    ddb.on(GetCommand).resolves({ Item: { count: 37, capped: false, countedAt, leaseUntil: countedAt + 1e9 } });
    // Another request holds the lease.
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('conditional'), { name: 'ConditionalCheckFailedException' }));
    ddb.on(QueryCommand).resolves({ Items: [], ScannedCount: 0 });

    const first = await invoke(handler, { query: {} });

    expect(first.headers['x-total-count']).toBe('37');
    expect(
      ddb.commandCalls(QueryCommand).filter((c) => c.args[0].input.ProjectionExpression === COUNTING),
    ).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("counts for itself, keeping nothing, when a list's very first count is under way in another request", async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('conditional'), { name: 'ConditionalCheckFailedException' }));
    ddb.on(QueryCommand).resolves({ Items: [entry('n1'), entry('n2')], Count: 2, ScannedCount: 2 });

    const first = await invoke(handler, { query: {} });

    expect(first.headers['x-total-count']).toBe('2');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('counts for itself when the lease of the very first count is already written, with no figure yet', async () => {
    // What the table holds while another request takes the list's very first count: the lease alone.
    const at = Math.floor(Date.now() / 1000);
    ddb.on(GetCommand).resolves({ Item: { leaseUntil: at + 10, expiresAt: at + 86_400 } });
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('conditional'), { name: 'ConditionalCheckFailedException' }));
    ddb.on(QueryCommand).resolves({ Items: [entry('n1'), entry('n2')], Count: 2, ScannedCount: 2 });

    const first = await invoke(handler, { query: {} });

    expect(first.headers['x-total-count']).toBe('2');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a cursor that is not one of ours, or belongs to another list', async () => {
    const garbage = await invoke(handler, { query: { cursor: 'not-a-cursor' } });
    const foreign = await invoke(handler, {
      query: {
        type: 'contract',
        cursor: encodeCursor({ phase: 'rest', key: { GSI1PK: 'JOBS#ALL', PK: 'x', SK: 'y', GSI1SK: 'z' } }),
      },
    });

    expect(garbage).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    expect(foreign).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers 400 with field issues for an unknown job type or a page over 100', async () => {
    const res = await invoke(handler, { query: { type: 'gig', limit: '500' } });

    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['limit', 'type']);
  });
});
