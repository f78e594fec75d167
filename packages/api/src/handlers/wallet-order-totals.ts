import { orderFilterSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { orderTotals } from '../wallet/store/orders.ts';

/** Payment Management: the exact count and sum of a filter's deposits, by status. */
export const handler = httpHandler('wallet-order-totals', { query: orderFilterSchema }, async ({ auth, query }) => {
  await auth.requireAdmin();
  return json(await orderTotals(query));
});
