import { afterEach, expect, it, vi } from 'vitest';
import { warmUpSearch } from '../../../src/search/opensearch/warm-up.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

it("in Lambda, runs the function's own search once at init, its answer thrown away", async () => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'list-jobs');
  const search = vi.fn(async () => ({ jobs: [] }));
  await expect(warmUpSearch(search)).resolves.toBeUndefined();
  expect(search).toHaveBeenCalledTimes(1);
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
