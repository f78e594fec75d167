import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.ts';

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
export const s3 = s3Client(config.S3_ENDPOINT);

/** Signs the URLs browsers use; only differs from `s3` locally, where browsers reach s3rver through the site. */
export const s3Presigner = config.S3_PUBLIC_ENDPOINT ? s3Client(config.S3_PUBLIC_ENDPOINT) : s3;
