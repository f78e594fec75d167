import { forEachScanned } from '../../storage/scan.ts';
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
  await forEachScanned(
    {
      FilterExpression: '(entity = :user OR entity = :admin) AND attribute_not_exists(GSI2PK)',
      ExpressionAttributeValues: { ':user': 'user', ':admin': 'admin' },
    },
    async (item) => {
      if (item.entity === 'admin') {
        await listAdmin(item as unknown as AdminAccount);
        admins += 1;
      } else {
        await listUser(item as unknown as StoredUser);
        users += 1;
      }
    },
  );
  return { users, admins };
}
