import { ledgerFilterSchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { totalsOf } from '../wallet/store/ledger-lists.ts';

/** Payment Management: the exact count and signed sum of a filter's entries, by type. */
export const handler = httpHandler('wallet-totals', { query: ledgerFilterSchema }, async ({ auth, query }) => {
  await auth.requireAdmin();
  return json(await totalsOf(query));
});
