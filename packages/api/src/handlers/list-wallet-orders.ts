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
    const { limit, cursor, from, to, ...filter } = query;
    const page = await listAllOrders(
      {
        ...filter,
        ...(from ? { from: new Date(`${from}T00:00:00.000+05:00`).toISOString() } : {}),
        ...(to ? { to: new Date(`${to}T23:59:59.999+05:00`).toISOString() } : {}),
      },
      { limit, cursor },
    );
    return json(page.items.map(toAdminOrder), {
      headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {},
    });
  },
);
