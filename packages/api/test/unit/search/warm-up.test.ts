import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, expect, it, vi } from 'vitest';
import { warmUpRoute } from '../../../src/http/warm-up-route.ts';
import { warmUpSearch } from '../../../src/search/opensearch/warm-up.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

it("in Lambda, runs the function's own searches at init, its shapes in turn, their answers thrown away", async () => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'list-jobs');
  const made: string[] = [];
  const shape = (name: string) => async () => {
    made.push(name);
    return { jobs: [] };
  };
  await expect(warmUpSearch(shape('word'), shape('filter'), shape('slip'))).resolves.toBeUndefined();
  expect(made).toEqual(['word', 'filter', 'slip', 'word', 'filter', 'slip', 'word', 'filter']);
});

it('stops searching when its second is up, however many are left', async () => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'list-jobs');
  vi.useFakeTimers();
  const search = vi.fn(() => new Promise((resolve) => setTimeout(resolve, 400)));
  const warming = warmUpSearch(search);
  await vi.advanceTimersByTimeAsync(1_000);
  await warming;
  // Started at 0, 400 and 800 ms; none after the second.
  expect(search).toHaveBeenCalledTimes(3);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(search).toHaveBeenCalledTimes(3);
});

it('outside Lambda (local stack, tests) searches nothing', async () => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
  const search = vi.fn(async () => ({ jobs: [] }));
  await warmUpSearch(search);
  expect(search).not.toHaveBeenCalled();
});

it('never fails the init: an engine down is left to the first search', async () => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'list-jobs');
  await expect(warmUpSearch(async () => Promise.reject(new Error('engine down')))).resolves.toBeUndefined();
});

it('holds the init up a second at most when the engine does not answer', async () => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'list-jobs');
  vi.useFakeTimers();
  let settled = false;
  const warming = warmUpSearch(() => new Promise(() => undefined)).then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(999);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await warming;
  expect(settled).toBe(true);
});

it("warms a route through its handler's warm-up chain: GETs of its path, each query in turn", async () => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'list-jobs');
  const asked: Array<{ method: string; path: string; query: string; params: unknown }> = [];
  const handler = {
    warmUp: async (event: APIGatewayProxyEventV2) => {
      asked.push({
        method: event.requestContext.http.method,
        path: event.rawPath,
        query: event.rawQueryString,
        params: event.queryStringParameters,
      });
      return { statusCode: 200 };
    },
  };
  await warmUpRoute(handler, '/api/jobs', { q: 'engineer' }, { q: 'sales', city: 'lahore' });
  expect(asked.slice(0, 3)).toEqual([
    { method: 'GET', path: '/api/jobs', query: 'q=engineer', params: { q: 'engineer' } },
    { method: 'GET', path: '/api/jobs', query: 'q=sales&city=lahore', params: { q: 'sales', city: 'lahore' } },
    { method: 'GET', path: '/api/jobs', query: 'q=engineer', params: { q: 'engineer' } },
  ]);
  expect(asked).toHaveLength(8);
});
