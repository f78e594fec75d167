import { ROUTES, type Route } from '@modern-jobs/domain/routes';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { GATEWAY_FAILURE, invoke, LAMBDA_LIMITS } from '../../src/local/adapter.ts';

const base = ROUTES.find((r) => r.handler === 'get-version') as Route;
const withTimeout = (timeoutSeconds: number): Route => ({
  ...base,
  data: { ...base.data, limits: { ...base.data.limits, timeoutSeconds } },
});
const event = { requestContext: { requestId: 'r-1' }, body: '' } as unknown as APIGatewayProxyEventV2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the local adapter holds handlers to Lambda and API Gateway limits', () => {
  it("answers 503 when a handler outlives its function's own timeout", async () => {
    const slow = async () => {
      await sleep(300);
      return { statusCode: 200, body: 'late' };
    };
    expect(await invoke(slow, withTimeout(0.05), event)).toEqual(GATEWAY_FAILURE.timedOut);
    expect(await invoke(slow, withTimeout(1), event)).toEqual({ statusCode: 200, body: 'late' });
  });

  it("answers 500 for a result over Lambda's response payload limit, base64 included", async () => {
    // 4.8 MB of bytes is 6.4 MB once base64-encoded: over the limit, though the file is under 5 MB.
    const bytes = Buffer.alloc(4_800_000, 1);
    const big = async () => ({ statusCode: 200, isBase64Encoded: true, body: bytes.toString('base64') });
    expect(await invoke(big, base, event)).toEqual(GATEWAY_FAILURE.functionFailed);

    const fits = Buffer.alloc(4_000_000, 1).toString('base64');
    expect(fits.length).toBeLessThan(LAMBDA_LIMITS.responseBytes);
    expect(await invoke(async () => ({ statusCode: 200, body: fits }), base, event)).toMatchObject({ statusCode: 200 });
  });

  it('answers 413 for an event over the 6 MB request limit, without calling the handler', async () => {
    let called = false;
    const handler = async () => {
      called = true;
      return { statusCode: 200 };
    };
    const large = { ...event, body: 'x'.repeat(LAMBDA_LIMITS.requestBytes) } as APIGatewayProxyEventV2;
    expect(await invoke(handler, base, large)).toEqual(GATEWAY_FAILURE.requestTooLarge);
    expect(called).toBe(false);
  });
});
