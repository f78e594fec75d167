import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { conditionFailed } from '../../storage/refused.ts';
import { forEachScanned } from '../../storage/scan.ts';
import { reporterKeys } from './reports.ts';

/**
 * Puts every signed-in report sent before the reporter index (GSI2, REPORTER#<user id>) on it, once
 * after upgrading a stage, so a person's export and account deletion find those too. It scans the
 * table (an operator's pass, never a request path); running it again changes nothing.
 */
export async function reindexReports(): Promise<number> {
  let reports = 0;
  await forEachScanned(
    {
      FilterExpression: 'entity = :report AND attribute_exists(userId) AND attribute_not_exists(GSI2PK)',
      ExpressionAttributeValues: { ':report': 'report' },
    },
    async (item) => {
      const keys = reporterKeys(String(item.userId), String(item.at), String(item.jobId));
      try {
        await dynamo.send(
          new UpdateCommand({
            TableName: config.TABLE_NAME,
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :sk',
            // Not if the account's deletion unlinked it meanwhile.
            ConditionExpression: 'attribute_exists(userId)',
            ExpressionAttributeValues: { ':pk': keys.GSI2PK, ':sk': keys.GSI2SK },
          }),
        );
        reports += 1;
      } catch (error) {
        if (!conditionFailed(error)) throw error;
      }
    },
  );
  return reports;
}
