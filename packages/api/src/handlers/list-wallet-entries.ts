import { ledgerFilterSchema, NEXT_CURSOR_HEADER, pageQuerySchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { toAdminEntry } from '../wallet/refusals.ts';
import { listLedger } from '../wallet/store/ledger-lists.ts';

/** Payment Management: wallet entries by type, gateway, person and days, newest first, paged. */
export const handler = httpHandler(
  'list-wallet-entries',
  { query: ledgerFilterSchema.and(pageQuerySchema) },
  async ({ auth, query }) => {
    await auth.requireAdmin();
    const { limit, cursor, ...filter } = query;
    const page = await listLedger(filter, { limit, cursor });
    return json(page.items.map(toAdminEntry), {
      headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {},
    });
  },
);
