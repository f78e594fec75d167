import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.ts';
import { traced } from '../observability/tracer.ts';

function s3Client(endpoint: string | undefined): S3Client {
  return new S3Client({
    region: config.AWS_REGION,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // Without these, presigned PUTs carry a checksum of an empty body that S3 rejects (DESIGN §9).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Its own module, so handlers that never touch files do not carry the S3 client. */
export const s3 = traced(s3Client(config.S3_ENDPOINT));

/**
 * Signs the URLs browsers use (locally they reach s3rver through the site). Never traced: signing
 * calls nothing, and a tracing middleware in a presign would record a call that never happened.
 */
export const s3Presigner = s3Client(config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT);
