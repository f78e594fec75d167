import type { Company } from '@modern-jobs/domain';
import { applyCompanyToJobs } from '../../employers/store/employer-jobs.ts';
import { forEachScanned } from '../../storage/scan.ts';

/**
 * Gives the jobs of every verified company its badge (jobs/company-badge.ts), once after upgrading a
 * stage whose companies were verified before jobs carried it. It scans the table for the verified
 * profiles (an operator's pass, never a request path), then walks each one's own jobs; running it
 * again changes nothing. Answers how many companies it read and how many jobs it changed.
 */
export async function reindexCompanyBadges(): Promise<{ companies: number; jobs: number }> {
  let companies = 0;
  let jobs = 0;
  await forEachScanned(
    {
      FilterExpression: 'entity = :user AND attribute_exists(company.verified)',
      ExpressionAttributeValues: { ':user': 'user' },
      ProjectionExpression: 'id, company',
    },
    async (item) => {
      companies += 1;
      jobs += (await applyCompanyToJobs(String(item.id), item.company as Company)).length;
    },
  );
  return { companies, jobs };
}
