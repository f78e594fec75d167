import { codedMessage } from '@modern-jobs/domain';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

export interface FakeRequest {
  method?: string;
  path?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  cookies?: string[];
  body?: string;
}

/** An HTTP API (payload 2.0) event, as API Gateway or the local adapter would send it. */
export function httpEvent(request: FakeRequest = {}): APIGatewayProxyEventV2 {
  const method = request.method ?? 'GET';
  const path = request.path ?? '/';
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(request.query ?? {}).toString(),
    headers: { host: 'localhost:5173', ...request.headers },
    ...(request.cookies ? { cookies: request.cookies } : {}),
    ...(request.query ? { queryStringParameters: request.query } : {}),
    ...(request.params ? { pathParameters: request.params } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}

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
export async function invoke(handler: Handler, request: FakeRequest = {}) {
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
