import {
  type AlertableJob,
  type AlertCriteria,
  alertWords,
  cityOfJob,
  payOf,
  searchTokens,
  workplaceOfJob,
} from '@modern-jobs/domain';

/**
 * Where an active alert is filed so that a new job finds it by reading only alerts that could match
 * (issue 14: at most twice the alerts that match, plus a constant). Every alert has one matching
 * entry, under the most selective thing it asks for:
 *
 * - with a keyword: its longest word (the anchor: every word must start a word of the job, so this
 *   one must), and its city or "any": `ALERTMATCH#W#<anchor>#<city|*>`. A job asks, for every start
 *   of every word it is named by (alertWords: "dev", "deve", … of "developer"), the partitions of its
 *   city and of "any".
 * - without: its city, type and where, each or "any": `ALERTMATCH#F#<city>#<type>#<where>`. A job
 *   asks the 8 partitions its own city, type and where fall in.
 *
 * Within a partition entries sort by type (keyword partitions) and least pay: a job reads only the
 * range of its own type (and "any") whose least pay its pay reaches, so neither a wrong type nor too
 * little pay is ever read. What is left to check after the read: a keyword's other words, and where.
 */
export const ANY = '*';
/** An anchor longer than this is filed under its start: no job has to ask for longer starts. */
export const MAX_ANCHOR = 20;
const PAY_DIGITS = 12;
const PREFIX = 'ALERTMATCH#';

const padPay = (pay: number) => String(Math.max(0, Math.floor(pay))).padStart(PAY_DIGITS, '0');
/** The least pay of an alert that asks none: the start of every range. */
const NONE = padPay(0);

/** The word an alert is filed under: its longest (then first in order), or null without a keyword. */
export function anchorOf(criteria: AlertCriteria): string | null {
  const words = searchTokens(criteria.q ?? '');
  if (words.length === 0) return null;
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best));
  return longest.slice(0, MAX_ANCHOR);
}

/** The matching entry's key for an active alert. */
export function matchEntryKey(alertId: string, criteria: AlertCriteria): { PK: string; SK: string } {
  const anchor = anchorOf(criteria);
  const least = padPay(criteria.minSalary ?? 0);
  if (anchor)
    return { PK: `${PREFIX}W#${anchor}#${criteria.city ?? ANY}`, SK: `${criteria.type ?? ANY}#${least}#${alertId}` };
  return {
    PK: `${PREFIX}F#${criteria.city ?? ANY}#${criteria.type ?? ANY}#${criteria.where ?? ANY}`,
    SK: `${least}#${alertId}`,
  };
}

/** One key range to read: every entry of `PK` whose sort key is between `from` and `to`. */
export interface MatchRange {
  PK: string;
  from: string;
  to: string;
}

/** Every start of a word, from its first two letters (no word is shorter) to MAX_ANCHOR. */
function startsOf(words: readonly string[]): string[] {
  const starts = new Set<string>();
  for (const word of words)
    for (let length = 2; length <= Math.min(word.length, MAX_ANCHOR); length++) starts.add(word.slice(0, length));
  return [...starts];
}

/** The ranges a new job reads to find every alert that could match it, and no other. */
export function matchRanges(job: AlertableJob): MatchRange[] {
  // No pay said: only alerts that ask none (least pay 0).
  const most = padPay(payOf(job) ?? 0);
  const city = cityOfJob(job);
  const cities = city ? [city, ANY] : [ANY];
  const types = [job.jobType, ANY];
  const wheres = [workplaceOfJob(job), ANY];
  const ranges: MatchRange[] = [];
  for (const start of startsOf(alertWords(job)))
    for (const c of cities)
      for (const t of types)
        ranges.push({ PK: `${PREFIX}W#${start}#${c}`, from: `${t}#${NONE}`, to: `${t}#${most}#~` });
  for (const c of cities)
    for (const t of types)
      for (const w of wheres) ranges.push({ PK: `${PREFIX}F#${c}#${t}#${w}`, from: NONE, to: `${most}#~` });
  return ranges;
}
