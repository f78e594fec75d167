import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { httpError } from './errors.ts';

/**
 * The version a client sends back in If-Match: the updatedAt of the record it edited, quoted as an
 * entity tag or not. Undefined when none was sent (the spec's own client), so that write is taken
 * as before: last one wins.
 */
export function versionSentBack(event: APIGatewayProxyEventV2): string | undefined {
  const raw = event.headers?.['if-match']?.trim();
  if (!raw || raw === '*') return undefined;
  return raw.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** Refuses (412) a change made to an older version than `current`; one sent without a version passes. */
export function refuseStaleVersion(event: APIGatewayProxyEventV2, current: string | undefined, message: string): void {
  const version = versionSentBack(event);
  if (version !== undefined && version !== current) throw httpError(412, message);
}
