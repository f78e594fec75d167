import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** The JSON lines the API wrote while `fn` ran (Powertools writes warnings and errors to stderr). */
async function linesOf<T>(fn: () => Promise<T>): Promise<{ result: T; lines: Array<Record<string, unknown>> }> {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(capture),
    vi.spyOn(process.stderr, 'write').mockImplementation(capture),
  ];
  let result: T;
  try {
    result = await fn();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  const lines = written.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line));
  return { result, lines };
}

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
