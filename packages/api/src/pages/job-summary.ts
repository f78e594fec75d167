import {
  escapeHtml,
  formatDate,
  isJobClosed,
  type Job,
  paragraphsHtml,
  salaryText,
  type Texts,
  translate,
} from '@modern-jobs/domain';

const paragraphs = (text: string | null) => paragraphsHtml(text, ' dir="auto"');

/**
 * A job as the first HTML shows it, before any script: what a crawler indexes and what a visitor on a
 * slow phone reads while the app loads (then the app's job page takes its place). Job content is the
 * operator's, in whatever language it was written: dir="auto" lets each part find its own direction.
 */
export function jobSummaryHtml(job: Job, texts: Texts, now: Date): string {
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    escapeHtml(translate(texts, key, values));
  const deadline = job.applicationDeadline
    ? isJobClosed(job, now)
      ? `<p class="shell-job-closed">${t('job.closed')}</p>`
      : `<p>${t('job.applyBy', { date: formatDate(job.applicationDeadline, texts.locale) })}</p>`
    : '';
  const section = (key: 'job.requirements' | 'job.benefits', text: string | null) =>
    text?.trim() ? `<h2>${t(key)}</h2>${paragraphs(text)}` : '';
  return [
    '<main class="shell-job" id="shell-job"><div class="shell-wrap">',
    `<h1 dir="auto">${escapeHtml(job.title)}</h1>`,
    `<p class="shell-job-meta" dir="auto">${escapeHtml(job.company)} · ${escapeHtml(job.location)}</p>`,
    `<p class="shell-job-salary"><bdi>${escapeHtml(salaryText(job.salaryMin, job.salaryMax, texts))}</bdi></p>`,
    deadline,
    `<h2>${t('job.description')}</h2>`,
    paragraphs(job.description),
    section('job.requirements', job.requirements),
    section('job.benefits', job.benefits),
    '</div></main>',
  ].join('');
}
