import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

/** Registered once; every unit test starts from a clean mock (see setup.ts). */
export const ddb = mockClient(DynamoDBDocumentClient);
export const s3mock = mockClient(S3Client);
export const cloudfrontMock = mockClient(CloudFrontClient);
export const sesMock = mockClient(SESv2Client);
