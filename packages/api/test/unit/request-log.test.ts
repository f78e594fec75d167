import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as getJob } from '../../src/handlers/get-job.ts';
import { handler as updateJob } from '../../src/handlers/update-job.ts';
import { aJob } from '../fixtures.ts';
import { context, httpEvent, invoke } from '../http.ts';
import { linesOf } from '../log-lines.ts';
import { cloudfrontMock, ddb } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions } from '../sessions.ts';

// Before the API's modules load: the logger takes its level from the configuration, once, and every
// invocation goes back to it.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'info';
});

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
});

describe('the lines a request logs', () => {
  it('all carry its correlation id, route, function and request id, including those of what the handler calls', async () => {
    ddb
      .on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } })
      .resolves({ Item: { ...aJob(), PK: 'JOB#job-1', SK: 'JOB', entity: 'job', indexKeys: [] } });
    // The edge cache refuses, so a line is logged deep inside the request (edge/clear-edge-cache.ts).
    cloudfrontMock.on(CreateInvalidationCommand).rejects(new Error('TooManyInvalidationsInProgress'));
    let answer: { headers: Record<string, unknown> } | undefined;

    const { lines } = await linesOf(async () => {
      answer = await invoke(updateJob, {
        cookies: [adminCookie],
        headers: jsonWrite,
        method: 'PUT',
        params: { id: 'job-1' },
        body: JSON.stringify({ ...aJob(), id: undefined, createdAt: undefined, updatedAt: undefined }),
      });
    });

    const id = answer?.headers['X-Correlation-Id'];
    expect(id).toBeTruthy();
    expect(lines.map((l) => l.message)).toEqual(['edge cache not cleared', 'request']);
    for (const line of lines)
      expect(line).toMatchObject({
        correlation_id: id,
        route: 'PUT /api/jobs/{id}',
        stage: 'test',
        function_name: 'test-function',
        function_request_id: 'req-1',
        cold_start: expect.any(Boolean),
      });
    expect(lines.at(-1)).toMatchObject({ status: 200 });
  });

  it("a handler's warm-up at init answers as a request would, and is not logged as one", async () => {
    ddb
      .on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } })
      .resolves({ Item: { ...aJob(), PK: 'JOB#job-1', SK: 'JOB', entity: 'job', indexKeys: [] } });
    const event = () => httpEvent({ path: '/api/jobs/job-1', params: { id: 'job-1' } });

    const warmed = await linesOf(() => getJob.warmUp(event(), context));
    const asked = await linesOf(() => getJob(event(), context));

    expect(warmed.result).toMatchObject({ statusCode: 200, body: asked.result.body });
    const requestLines = (lines: Array<Record<string, unknown>>) => lines.filter((l) => l.message === 'request');
    expect(requestLines(warmed.lines)).toEqual([]);
    expect(requestLines(asked.lines)).toHaveLength(1);
  });
});
