import { NEXT_CURSOR_HEADER, orderFilterSchema, pageQuerySchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { toAdminOrder } from '../wallet/refusals.ts';
import { listAllOrders } from '../wallet/store/orders.ts';

/** Payment Management's deposits: every payment order by status, gateway and days, newest first. */
export const handler = httpHandler(
  'list-wallet-orders',
  { query: orderFilterSchema.and(pageQuerySchema) },
  async ({ auth, query }) => {
    await auth.requireAdmin();
    const { limit, cursor, ...filter } = query;
    const page = await listAllOrders(filter, { limit, cursor });
    return json(page.items.map(toAdminOrder), {
      headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {},
    });
  },
);
