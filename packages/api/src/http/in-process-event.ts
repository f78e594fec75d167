import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** A request made in process, not through API Gateway: Lambda's warm-up, the tests. */
export interface InProcessRequest {
  method?: string;
  path?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  cookies?: string[];
  body?: string;
}

/** What stands in for API Gateway's own names in such an event. */
export interface InProcessCaller {
  /** the account, API and domain prefix */
  name: string;
  domain: string;
  userAgent: string;
  requestId: string;
}

/** An HTTP API (payload 2.0) event for a request made in process, as API Gateway would send it. */
export function inProcessEvent(request: InProcessRequest, caller: InProcessCaller): APIGatewayProxyEventV2 {
  const method = request.method ?? 'GET';
  const path = request.path ?? '/';
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(request.query ?? {}).toString(),
    headers: request.headers ?? {},
    ...(request.cookies ? { cookies: request.cookies } : {}),
    ...(request.query ? { queryStringParameters: request.query } : {}),
    ...(request.params ? { pathParameters: request.params } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: caller.name,
      apiId: caller.name,
      domainName: caller.domain,
      domainPrefix: caller.domain,
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: caller.userAgent },
      requestId: caller.requestId,
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}
