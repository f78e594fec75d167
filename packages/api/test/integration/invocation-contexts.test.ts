import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SEND_MAIL_WORKER } from '@modern-jobs/domain/workers';
import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { httpHandler } from '../../src/http/preset.ts';
import { json } from '../../src/http/response.ts';
import { logger } from '../../src/observability/logger.ts';
import { observedWorker } from '../../src/observability/observe.ts';
import { httpEvent } from '../http.ts';
import { linesOf } from '../log-lines.ts';

// Before the API's modules load: the logger takes its level from the configuration, once.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'info';
});

/** A promise and what settles it: lets a test hold one invocation still while another runs. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('invocations that run at once in the local stack', () => {
  it("keep a worker's log lines free of the keys of a request that runs beside it", async () => {
    // As the local stack starts: the table is used (DynamoDB Local's readiness, ensureTable, seeding)
    // before any function runs. The AWS SDK asks for the process's InvokeStore on every call.
    await dynamo.send(new GetCommand({ TableName: config.TABLE_NAME, Key: { PK: 'NOTHING', SK: 'NOTHING' } }));
    const { runInvocation } = await import('../../src/local/invocation.ts');

    const workerMayLog = gate();
    const requestMayAnswer = gate();
    const requestStarted = gate();
    const worker = { handler: 'context-probe', data: SEND_MAIL_WORKER.data };
    const workerHandler = observedWorker(async () => {
      await workerMayLog.opened;
      logger.info('worker line');
    });
    const request = httpHandler('get-job', {}, async () => {
      requestStarted.open();
      await requestMayAnswer.opened;
      logger.info('request line');
      return json({});
    });

    const { lines } = await linesOf(async () => {
      // The worker starts first, then a request starts while it runs, and the worker logs meanwhile.
      const working = runInvocation(worker, 'worker-invocation', (context) => workerHandler({}, context));
      const answering = runInvocation(worker, 'request-invocation', (context: Context) =>
        request(httpEvent({ path: '/api/jobs/x', params: { id: 'x' } }), context),
      );
      await requestStarted.opened;
      workerMayLog.open();
      await working;
      requestMayAnswer.open();
      await answering;
    });

    const workerLine = lines.find((line) => line.message === 'worker line');
    expect(workerLine).toMatchObject({
      function_request_id: 'worker-invocation',
      function_name: 'local-context-probe',
    });
    expect(workerLine).not.toHaveProperty('route');
    expect(workerLine).not.toHaveProperty('correlation_id');
    // And the request's own lines keep its keys.
    expect(lines.find((line) => line.message === 'request line')).toMatchObject({
      function_request_id: 'request-invocation',
      route: 'GET /api/jobs/{id}',
      correlation_id: 'req-1',
    });
  });
});
