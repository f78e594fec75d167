import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';
import { traced } from '../observability/tracer.ts';

/**
 * Created once per module so warm invocations reuse the connection. Traced before the document
 * client wraps it: the document client sends through the same middleware stack.
 */
export const dynamo = DynamoDBDocumentClient.from(
  traced(
    new DynamoDBClient({
      region: config.AWS_REGION,
      ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
    }),
  ),
  { marshallOptions: { removeUndefinedValues: true } },
);
