import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { traced } from '../observability/tracer.ts';

/**
 * CloudFront is global: its API lives in us-east-1 whatever region the functions run in. An
 * invalidation follows a write that is already saved: each try is bounded (edge/invalidate.ts's
 * TRY_MS is these timeouts) and the SDK does not try again by itself, so a slow or busy CloudFront
 * cannot make a saved change time out; edge/invalidate.ts tries again while the function has time,
 * then keeps the invalidation for retry-edge-cache.
 */
export const cloudfront = traced(
  new CloudFrontClient({
    region: 'us-east-1',
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 1000, requestTimeout: 2000 },
  }),
);
