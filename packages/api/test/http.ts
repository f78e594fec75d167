import { codedMessage } from '@modern-jobs/domain';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type InProcessRequest, inProcessEvent } from '../src/http/in-process-event.ts';

/** An HTTP API (payload 2.0) event, as API Gateway or the local adapter would send it. */
export const httpEvent = (request: InProcessRequest = {}): APIGatewayProxyEventV2 =>
  inProcessEvent(
    { ...request, headers: { host: 'localhost:5173', ...request.headers } },
    { name: 'test', domain: 'localhost', userAgent: 'vitest', requestId: 'req-1' },
  );

/** The context Lambda hands a function, as these tests give it. */
export const context = {
  getRemainingTimeInMillis: () => 30_000,
  awsRequestId: 'req-1',
  functionName: 'test-function',
  memoryLimitInMB: '512',
  invokedFunctionArn: 'arn:aws:lambda:ap-south-1:000000000000:function:test-function',
} as unknown as Context;

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** Calls a handler and parses its JSON body. */
export async function invoke(handler: Handler, request: InProcessRequest = {}) {
  const result = await handler(httpEvent(request), context);
  const text = result.body ?? '';
  const headers = (result.headers ?? {}) as Record<string, string>;
  const isJson = /json/.test(headers['Content-Type'] ?? '');
  return {
    status: result.statusCode ?? 200,
    headers,
    cookies: result.cookies ?? [],
    body: text && isJson ? JSON.parse(text) : undefined,
    text,
  };
}

/**
 * The API's answer to a refused call: its message, with the message's code (issue 30); a validation
 * key (what a schema says) as its English, with the key as the code.
 */
export const refusal = (message: string) => codedMessage(message);
