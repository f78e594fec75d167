import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config.ts';
import { handler as updateJob } from '../../src/handlers/update-job.ts';
import { aJob } from '../fixtures.ts';
import { invoke } from '../http.ts';
import { cloudfrontMock, ddb } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions } from '../sessions.ts';

/** The JSON lines the API wrote while `fn` ran. */
async function linesOf(fn: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return written.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line));
}

const level = config.LOG_LEVEL;
beforeEach(() => {
  config.LOG_LEVEL = 'info';
  ddb.on(GetCommand).resolves({});
  mockSessions();
});
afterEach(() => {
  config.LOG_LEVEL = level;
});

describe('the lines a request logs', () => {
  it('all carry its correlation id, route and function, including those of what the handler calls', async () => {
    ddb
      .on(GetCommand, { Key: { PK: 'JOB#job-1', SK: 'JOB' } })
      .resolves({ Item: { ...aJob(), PK: 'JOB#job-1', SK: 'JOB', entity: 'job', indexKeys: [] } });
    // The edge cache refuses, so a line is logged deep inside the request (edge/clear-edge-cache.ts).
    cloudfrontMock.on(CreateInvalidationCommand).rejects(new Error('TooManyInvalidationsInProgress'));
    let answer: { headers: Record<string, unknown> } | undefined;

    const lines = await linesOf(async () => {
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
      expect(line).toMatchObject({ correlationId: id, route: 'PUT /api/jobs/{id}', stage: 'test' });
    expect(lines.at(-1)).toMatchObject({ status: 200 });
  });
});
