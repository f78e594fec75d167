import { CloudFrontClient } from '@aws-sdk/client-cloudfront';

/** CloudFront is global: its API lives in us-east-1 whatever region the functions run in. */
export const cloudfront = new CloudFrontClient({ region: 'us-east-1' });
