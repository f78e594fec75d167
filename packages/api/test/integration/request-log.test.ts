import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linesOf } from '../log-lines.ts';
import { startApi } from './server.ts';

// Before the API's modules load: the logger takes its level from the configuration, once, and every
// invocation goes back to it.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'info';
});

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

describe('a request through the local stack', () => {
  it('logs under the id the local API Gateway gave it, which the answer names for the person to quote', async () => {
    const { result: res, lines } = await linesOf(() => fetch(`${api.url}/api/jobs/no-such-job`));
    const id = res.headers.get('x-correlation-id');

    expect(res.status).toBe(404);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'request',
        status: 404,
        correlation_id: id,
        route: 'GET /api/jobs/{id}',
        function_name: 'local-get-job',
        function_request_id: id,
        stage: 'test',
      }),
    );
    expect(lines.every((line) => line.correlation_id === id)).toBe(true);
  });

  it('keeps the lines of requests that run at once apart, as Lambda keeps concurrent invocations', async () => {
    const { result: answers, lines } = await linesOf(() =>
      Promise.all(Array.from({ length: 8 }, (_, i) => fetch(`${api.url}/api/jobs/missing-${i}`))),
    );
    const ids = answers.map((res) => res.headers.get('x-correlation-id'));

    expect(new Set(ids).size).toBe(8);
    const requests = lines.filter((line) => line.message === 'request');
    expect(requests).toHaveLength(8);
    for (const line of requests) {
      expect(ids).toContain(line.correlation_id);
      // Each line's keys are its own invocation's: the request id Lambda gave it is its correlation id.
      expect(line.function_request_id).toBe(line.correlation_id);
    }
  });
});
