import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config.ts';
import { startApi } from './server.ts';

let api: Awaited<ReturnType<typeof startApi>>;
const level = config.LOG_LEVEL;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());
afterEach(() => {
  config.LOG_LEVEL = level;
});

describe('a request through the local stack', () => {
  it('logs under the id the local API Gateway gave it, which the answer names for the person to quote', async () => {
    config.LOG_LEVEL = 'info';
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    let res: Response;
    try {
      res = await fetch(`${api.url}/api/jobs/no-such-job`);
    } finally {
      spy.mockRestore();
    }
    const id = res.headers.get('x-correlation-id');
    const lines = written
      .flatMap((chunk) => chunk.split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

    expect(res.status).toBe(404);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'request',
        status: 404,
        correlationId: id,
        route: 'GET /api/jobs/{id}',
        functionName: 'local-get-job',
      }),
    );
    expect(lines.every((line) => line.correlationId === id)).toBe(true);
  });
});
