/** Words that match almost every job and would make keyword partitions huge. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'job', 'jobs']);

/** At most this many keyword entries per job, so a job's write stays inside one transaction. */
export const MAX_KEYWORDS = 16;

/** Lower-case words of letters and digits, accents folded, stop words and 1-letter words dropped. */
export function tokenize(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map((w) => w.slice(0, 40));
  return [...new Set(words)];
}

/** The words a job is found by: title first, then company, skills and location. */
export function jobKeywords(job: {
  title: string;
  company: string;
  skills: readonly string[];
  location: string;
}): string[] {
  return tokenize([job.title, job.company, ...job.skills, job.location].join(' ')).slice(0, MAX_KEYWORDS);
}
