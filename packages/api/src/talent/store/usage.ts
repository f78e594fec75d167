import type { CompanyUsage } from '@modern-jobs/domain';
import { queryPage } from '../../storage/paged-query.ts';
import { USAGE_LIST } from './records.ts';

/** Every company that used the bank, by company id, a page at a time (the operator's view of its use). */
export async function listUsage(page: { limit: number; cursor?: string | undefined }) {
  const result = await queryPage({ index: 'GSI1', partition: USAGE_LIST, oldestFirst: true, ...page });
  const usage: CompanyUsage[] = result.items.map((item) => ({
    companyId: String(item.companyId),
    companyName: String(item.companyName),
    views: Number(item.views ?? 0),
    unlocks: Number(item.unlocks ?? 0),
    requests: Number(item.requests ?? 0),
    accepted: Number(item.accepted ?? 0),
    spentPaisa: Number(item.spentPaisa ?? 0),
    lastAt: String(item.lastAt),
  }));
  return { usage, nextCursor: result.nextCursor };
}
