import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/list-jobs.ts';
import { indexEntriesOf } from '../../src/jobs/store/job-index.ts';
import { encodeCursor } from '../../src/storage/cursor.ts';
import { aJob } from '../fixtures.ts';
import { invoke } from '../http.ts';
import { publishedWhile } from '../metrics.ts';
import { ddb } from '../mocks.ts';
import { hit, searchEngine } from '../search-engine.ts';

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

  it('sends a keyword or an extra filter to the search engine, answering its jobs and counting misses once', async () => {
    const engine = searchEngine([hit(aJob({ id: 'a', title: 'Accountant' }))]);

    const res = await invoke(handler, { query: { q: 'accoun', minSalary: '50000' } });

    expect(res.status).toBe(200);
    expect(res.body.map((j: { id: string }) => j.id)).toEqual(['a']);
    expect(res.body[0]).not.toHaveProperty('description');
    expect(res.headers['x-total-count']).toBe('1');
    const request = JSON.stringify(engine.requests.at(-1));
    expect(request).toContain('"pay":{"gte":50000}');
    expect(request).toContain('"title.prefix":"accoun"');
    // The table's lists are not read for a search.
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);

    engine.answer([]);
    const { totals } = await publishedWhile(async () => {
      await invoke(handler, { query: { q: 'zookeeper' } });
      await invoke(handler, { query: { q: 'zookeeper', minSalary: '1' } });
    });
    expect(totals).toEqual({ SearchZeroResults: 2 });
    engine.restore();
  });

  it('answers 503 with Retry-After when the engine is down, while the plain lists keep working', async () => {
    const engine = searchEngine([], { down: true });
    ddb.on(QueryCommand).resolves({ Items: [entry('n1')], ScannedCount: 1 });

    const search = await invoke(handler, { query: { q: 'nurse' } });
    const plain = await invoke(handler, { query: { type: 'contract' } });

    expect(search.status).toBe(503);
    expect(search.headers['Retry-After']).toBe('30');
    expect(search.body.message).toBe('Search is not available right now. Please try again in a minute.');
    expect(plain.status).toBe(200);
    expect(plain.body.map((j: { id: string }) => j.id)).toContain('n1');
    engine.restore();
  });

  it('refuses a filter it does not know', async () => {
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
