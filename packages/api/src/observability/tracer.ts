import { Tracer } from '@aws-lambda-powertools/tracer';
import { config } from '../config.ts';

/**
 * X-Ray (Powertools Tracer): a subsegment per invocation of the handler, and, through `traced`, one
 * per DynamoDB, S3, SES or CloudFront call. Outside Lambda (the local stack, tests) it traces nothing
 * and `traced` hands the client back untouched.
 */
export const tracer = new Tracer({ serviceName: config.POWERTOOLS_SERVICE_NAME });

/** An AWS SDK client whose calls are subsegments of the invocation's trace. */
export const traced = <T>(client: T): T => tracer.captureAWSv3Client(client);
