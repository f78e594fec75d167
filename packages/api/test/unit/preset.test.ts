import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/get-job.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';

describe('the HTTP preset', () => {
  it('adds security headers and a correlation id to every answer', async () => {
    ddb.on(GetCommand).resolves({});

    const res = await invoke(handler, { params: { id: 'x' } });

    expect(res.headers['X-Correlation-Id']).toBe('req-1');
    expect(res.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(res.headers['Content-Type']).toMatch(/^application\/json/);
  });

  it('turns an unexpected failure into a 500 that reveals nothing internal', async () => {
    ddb.on(GetCommand).rejects(new Error('ProvisionedThroughputExceeded at arn:aws:dynamodb:secret-table'));

    const res = await invoke(handler, { params: { id: 'x' } });

    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'api.internal',
      correlationId: 'req-1',
    });
    expect(res.text).not.toContain('arn:aws');
  });
});
