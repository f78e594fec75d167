import { formatDate, type JobSummary, needsRecruiter } from '@modern-jobs/domain';
import type { I18n } from '../../i18n/I18nProvider.tsx';

/**
 * What a job abroad says of who recruits for it (issue 33), on its card and its page: the licence
 * (or the employer abroad) and the date the operator verified it, or that nobody has. Null for a job
 * that needs no recruiter. The words are the first screen's: every card may say them.
 */
export function recruiterText(
  job: Pick<JobSummary, 'location' | 'workplace' | 'recruiter' | 'recruiterVerified'>,
  i18n: Pick<I18n, 't' | 'locale'>,
): { verified: boolean; text: string } | null {
  if (!needsRecruiter(job)) return null;
  const { recruiter, recruiterVerified } = job;
  if (!recruiter || !recruiterVerified) return { verified: false, text: i18n.t('trust.recruiter.notVerified') };
  const date = formatDate(recruiterVerified.at, i18n.locale);
  return {
    verified: true,
    text:
      recruiter.kind === 'oep'
        ? i18n.t('trust.recruiter.licensed', { number: recruiter.licence, date })
        : i18n.t('trust.recruiter.direct', { date }),
  };
}
