import { createHash } from 'node:crypto';
import { ENGLISH, type Job, type ShareCardLines, shareCardLines } from '@modern-jobs/domain';
import { SHARE_CARD_PREFIX } from '@modern-jobs/domain/workers';

/** Bumped when the card's design changes, so every job's card gets a new name and is drawn anew. */
export const CARD_DESIGN = 1;

/** A job's card lines: one card, in English, serves both languages' pages. */
export const cardLinesOf = (job: Job): ShareCardLines => shareCardLines(job, ENGLISH);

/**
 * Where a job's card is kept: named by what it shows, so an edit that changes the card changes its
 * URL (link previews cache images by URL for days), and one that does not (a boost, a deadline)
 * keeps it and draws nothing.
 */
export function shareCardKey(job: Job): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, cardLinesOf(job)]))
    .digest('hex')
    .slice(0, 16);
  return `${SHARE_CARD_PREFIX}jobs/${job.id}/${digest}.png`;
}

/** Every card a job has had is under this prefix, for removing them with the job. */
export const jobCardsPrefix = (jobId: string) => `${SHARE_CARD_PREFIX}jobs/${jobId}/`;

/** A card's name changes with what it shows, so what is under a name never changes. */
export const CARD_CACHE = 'public, max-age=31536000, immutable';
