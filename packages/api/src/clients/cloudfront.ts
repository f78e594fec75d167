import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { traced } from '../observability/tracer.ts';

/**
 * CloudFront is global: its API lives in us-east-1 whatever region the functions run in. An
 * invalidation follows a write that is already saved, inside the admin's request: one try, bounded,
 * so a slow or throttled CloudFront cannot make a saved edit time out (the copies expire anyway).
 */
export const cloudfront = traced(
  new CloudFrontClient({
    region: 'us-east-1',
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 1000, requestTimeout: 2000 },
  }),
);
