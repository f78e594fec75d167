import { API_MESSAGES } from '@modern-jobs/domain';
import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { httpError } from '../../src/http/errors.ts';
import { httpHandler } from '../../src/http/preset.ts';
import { json } from '../../src/http/response.ts';
import { observedWorker } from '../../src/observability/observe.ts';
import { context, httpEvent, refusal } from '../http.ts';
import { linesOf } from '../log-lines.ts';

// Before the API's modules load: the logger takes its level from the configuration, once.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'info';
});

/** A Lambda context with `ms` left before the function's time limit. */
function withTimeLeft(ms: number): Context {
  const deadline = Date.now() + ms;
  return { ...context, getRemainingTimeInMillis: () => deadline - Date.now() };
}

describe('a handler that runs out of time', () => {
  it('answers 503 with Retry-After and a message, before its time limit, and its lines say it timed out', async () => {
    // Stuck, as a handler waiting on an overloaded table is.
    const stuck = httpHandler('get-job', {}, () => new Promise(() => {}));
    const started = Date.now();

    const { result, lines } = await linesOf(() =>
      stuck(httpEvent({ path: '/api/jobs/x', params: { id: 'x' } }), withTimeLeft(1200)),
    );

    // With time left to answer and write its lines before Lambda stops it (at 1,200 ms here).
    expect(Date.now() - started).toBeLessThan(1100);
    expect(result.statusCode).toBe(503);
    expect(Number(result.headers['Retry-After'])).toBeGreaterThan(0);
    expect(result.headers['X-Correlation-Id']).toBe('req-1');
    expect(JSON.parse(result.body ?? '')).toEqual(refusal(API_MESSAGES.busy));
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'request timed out', route: 'GET /api/jobs/{id}' }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ message: 'request', status: 503, timedOut: true }));
    expect(lines.some((line) => line.message === 'request failed')).toBe(false);
  });

  it('is told apart from a 503 a handler throws on purpose, which is answered as it says', async () => {
    const unavailable = httpHandler('get-job', {}, async () => {
      throw httpError(503, 'Search is resting', { headers: { 'Retry-After': '30' } });
    });

    const result = await unavailable(httpEvent({ path: '/api/jobs/x', params: { id: 'x' } }), withTimeLeft(5_000));

    expect(result.statusCode).toBe(503);
    expect(result.headers['Retry-After']).toBe('30');
    expect(JSON.parse(result.body ?? '')).toEqual(refusal('Search is resting'));
  });

  it('leaves an answer in time alone', async () => {
    const quick = httpHandler('get-job', {}, async () => json({ ok: true }));

    const result = await quick(httpEvent({ path: '/api/jobs/x', params: { id: 'x' } }), withTimeLeft(900));

    expect(result.statusCode).toBe(200);
  });
});

describe('a worker that runs out of time', () => {
  it('fails the invocation, for Lambda to retry, with a line that says it timed out', async () => {
    const stuck = observedWorker(() => new Promise(() => {}));

    const { result, lines } = await linesOf(() =>
      stuck({}, withTimeLeft(100)).then(
        () => 'answered',
        (error: Error) => error.name,
      ),
    );

    expect(result).toBe('TimeoutError');
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'invocation timed out', function_request_id: 'req-1' }),
    );
  });
});
