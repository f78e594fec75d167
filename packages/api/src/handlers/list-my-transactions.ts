import { NEXT_CURSOR_HEADER, pageQuerySchema } from '@modern-jobs/domain';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { listEntries, toLedgerEntry } from '../wallet/store/ledger.ts';

/** The caller's wallet entries, newest first; the next page's cursor in a header. */
export const handler = httpHandler('list-my-transactions', { query: pageQuerySchema }, async ({ auth, query }) => {
  const seeker = await auth.requireSeeker();
  const page = await listEntries(seeker.userId, query);
  return json(page.items.map(toLedgerEntry), {
    headers: page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {},
  });
});
