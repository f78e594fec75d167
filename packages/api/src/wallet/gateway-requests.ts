import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { NotificationRequest } from './gateways/index.ts';

/** The raw body as the gateway sent it (API Gateway may hand it over base64-encoded). */
export function rawBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** A gateway's notification as its module reads it. */
export function notificationOf(event: APIGatewayProxyEventV2): NotificationRequest {
  const contentType = event.headers?.['content-type'];
  return {
    method: event.requestContext.http.method,
    query: Object.fromEntries(Object.entries(event.queryStringParameters ?? {}).map(([k, v]) => [k, v ?? ''])),
    body: rawBody(event),
    ...(contentType ? { contentType } : {}),
  };
}

/** The fields a gateway's return carries: its query, and a posted form's fields over them. */
export function returnFieldsOf(event: APIGatewayProxyEventV2): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) fields[name] = value ?? '';
  if (event.requestContext.http.method === 'POST')
    for (const [name, value] of new URLSearchParams(rawBody(event))) fields[name] = value;
  return fields;
}
