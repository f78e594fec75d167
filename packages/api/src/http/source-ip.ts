import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The viewer's address. Behind CloudFront, API Gateway's sourceIp is CloudFront's own; CloudFront
 * passes the viewer's as CloudFront-Viewer-Address ("ip:port", IPv6 unbracketed), which it sets
 * itself, and the API answers only requests that came through CloudFront.
 */
export function sourceIpOf(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer?.includes(':')) return viewer.slice(0, viewer.lastIndexOf(':'));
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
