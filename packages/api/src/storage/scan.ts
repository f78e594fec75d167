import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';

/** Which items a scan keeps, and which of their attributes it reads (all without a projection). */
export interface ScanFilter {
  FilterExpression: string;
  ExpressionAttributeValues: Record<string, unknown>;
  ProjectionExpression?: string;
}

/**
 * Hands each item of the table that `filter` keeps to `each`, one at a time, page after page: the
 * whole table is read, so only for an operator's pass after upgrading a stage (the reindex
 * commands), never a request's path.
 */
export async function forEachScanned(filter: ScanFilter, each: (item: Record<string, unknown>) => Promise<void>) {
  for await (const page of paginateScan({ client: dynamo }, { TableName: config.TABLE_NAME, ...filter }))
    for (const item of page.Items ?? []) await each(item);
}
