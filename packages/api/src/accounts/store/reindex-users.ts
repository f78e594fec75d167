import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { type AdminAccount, listAdmin } from './admins.ts';
import { listUser, type StoredUser } from './users.ts';

/**
 * Puts every profile and admin record written before the Users tab on its lists (users-list.ts).
 * Sign-in does it for each person as they come back; this does it for everyone at once, after
 * upgrading a stage. It scans the table (an operator's pass, never a request path).
 */
export async function reindexUsers(): Promise<{ users: number; admins: number }> {
  let users = 0;
  let admins = 0;
  const pages = paginateScan(
    { client: dynamo },
    {
      TableName: config.TABLE_NAME,
      FilterExpression: '(entity = :user OR entity = :admin) AND attribute_not_exists(GSI2PK)',
      ExpressionAttributeValues: { ':user': 'user', ':admin': 'admin' },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      if (item.entity === 'admin') {
        await listAdmin(item as AdminAccount);
        admins += 1;
      } else {
        await listUser(item as StoredUser);
        users += 1;
      }
    }
  }
  return { users, admins };
}
