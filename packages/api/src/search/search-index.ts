import { searchTokens, type Workplace } from '@modern-jobs/domain';
import { editedOnce } from './edits.ts';
import { firstInOrder } from './first-in-order.ts';
import { SortedStrings } from './sorted-strings.ts';

/** What the index knows of an open job: the fields it searches, filters and sorts on. */
export interface SearchDoc {
  id: string;
  title: string;
  company: string;
  skills: readonly string[];
  location: string;
  description: string;
  jobType: string;
  city: string | null;
  workplace: Workplace | null;
  salaryMin: number | null;
  salaryMax: number | null;
  /** ISO instant */
  createdAt: string;
  /** epoch ms until which the job is boosted (Infinity: no end); null when not boosted */
  boostUntil: number | null;
  /** epoch ms after which the job no longer takes applications; null when it has no deadline */
  closesAt: number | null;
  /** approved or pending: the operator's index holds both */
  status?: string;
}

export type SearchSort = 'relevance' | 'newest' | 'salary';

export interface SearchQuery {
  q?: string | undefined;
  city?: string | undefined;
  type?: string | undefined;
  /** PKR a month the job may pay at least: its maximum (or, without one, its minimum) reaches it */
  minSalary?: number | undefined;
  workplace?: Workplace | undefined;
  /** only jobs posted in the last this many milliseconds */
  postedWithinMs?: number | undefined;
  sort?: SearchSort | undefined;
  status?: string | undefined;
}

export interface SearchPage {
  /** the page's jobs, best first */
  ids: string[];
  /** every job that matches, on all pages */
  total: number;
  /** the query with its misspelt words corrected, when matches came from corrections */
  corrected: string | null;
  /** jobs the search scored to rank this page: the matches of the rarest words, not the whole index */
  scored: number;
}

export interface Suggestion {
  text: string;
  kind: 'title' | 'skill';
}

/**
 * Which field a word was found in, as bits: a job's title outranks its skills, which outrank its
 * company, its location and then its description (issue 17's order).
 */
const FIELDS = [
  { bit: 1, weight: 16, of: (doc: SearchDoc) => doc.title },
  { bit: 2, weight: 8, of: (doc: SearchDoc) => doc.skills.join(' , ') },
  { bit: 4, weight: 4, of: (doc: SearchDoc) => doc.company },
  { bit: 8, weight: 2, of: (doc: SearchDoc) => doc.location },
  { bit: 16, weight: 1, of: (doc: SearchDoc) => doc.description },
] as const;

function weightOf(mask: number): number {
  for (const field of FIELDS) if (mask & field.bit) return field.weight;
  return 0;
}

/**
 * How well a word of the query names a word of the job: the same word, the start of it ("dev" of
 * "developer"), or the same but for one slip of the finger. A misspelt word in the title still
 * outranks a correct one in the skills (16 × 0.6 > 8).
 */
const QUALITY = { exact: 1, prefix: 0.9, typo: 0.6 } as const;

/** Words shorter than this are not corrected: too many short words are one edit apart. */
export const MIN_TYPO_LENGTH = 5;

interface Indexed {
  doc: SearchDoc;
  /** its words, each with the fields it appears in */
  words: Map<string, number>;
  /** what it offers as suggestions, as sorted keys */
  suggestionKeys: string[];
}

const newest = (a: SearchDoc, b: SearchDoc) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1;
const payOf = (doc: SearchDoc) => doc.salaryMax ?? doc.salaryMin ?? -1;
const valuesOf = (doc: SearchDoc) =>
  [
    doc.workplace && `workplace:${doc.workplace}`,
    doc.city && `city:${doc.city}`,
    `type:${doc.jobType}`,
    doc.status && `status:${doc.status}`,
  ].filter((v): v is string => Boolean(v));
const payKey = (pay: number) => String(Math.max(0, Math.floor(pay))).padStart(12, '0');
/** A posting instant as one form of ISO string, so instants order as strings. */
const dateKey = (doc: SearchDoc) => {
  const ms = Date.parse(doc.createdAt);
  return `${Number.isNaN(ms) ? doc.createdAt : new Date(ms).toISOString()}\u0000${doc.id}`;
};
const idOfKey = (key: string) => key.slice(key.indexOf('\u0000') + 1);

/**
 * Every open job's words in memory: a word's jobs, and the sorted vocabulary that turns a prefix or
 * a misspelling into the words it stands for. A search scores only the jobs that have the query's
 * words, so its cost follows the matches, not the number of jobs.
 */
export class SearchIndex {
  private readonly jobs = new Map<string, Indexed>();
  /** word → job id → the fields it is in */
  private readonly postings = new Map<string, Map<string, number>>();
  private readonly vocabulary = new SortedStrings();
  /** suggestion key ("react developer") → what it shows ("Senior React Developer") → how many jobs */
  private readonly suggestionTexts = new Map<string, Map<string, { kind: Suggestion['kind']; count: number }>>();
  private readonly suggestionKeys = new SortedStrings();
  /** The jobs of each value of a filter ("workplace:abroad", "city:lahore", "type:contract", "status:pending"). */
  private readonly byValue = new Map<string, Set<string>>();
  /** "<createdAt>\0<id>" and "<pay, 12 digits>\0<id>", so a posted-within or least-pay filter reads only its jobs. */
  private readonly byDate = new SortedStrings();
  private readonly byPay = new SortedStrings();

  get size(): number {
    return this.jobs.size;
  }

  has(id: string): boolean {
    return this.jobs.has(id);
  }

  /** Adds a job, or replaces what the index had of it. */
  put(doc: SearchDoc): void {
    this.remove(doc.id);
    const words = new Map<string, number>();
    for (const field of FIELDS)
      for (const word of searchTokens(field.of(doc))) words.set(word, (words.get(word) ?? 0) | field.bit);
    for (const [word, mask] of words) {
      let jobs = this.postings.get(word);
      if (!jobs) {
        jobs = new Map();
        this.postings.set(word, jobs);
        this.vocabulary.add(word);
      }
      jobs.set(doc.id, mask);
    }
    const suggestionKeys: string[] = [];
    const offer = (text: string, kind: Suggestion['kind']) => {
      const tokens = searchTokens(text);
      // "Senior React Developer" is offered for "sen…", "rea…" and "dev…".
      for (let start = 0; start < tokens.length; start++) {
        const key = tokens.slice(start).join(' ');
        let texts = this.suggestionTexts.get(key);
        if (!texts) {
          texts = new Map();
          this.suggestionTexts.set(key, texts);
          this.suggestionKeys.add(key);
        }
        const entry = texts.get(text) ?? { kind, count: 0 };
        entry.count++;
        texts.set(text, entry);
        suggestionKeys.push(`${key}\u0000${text}`);
      }
    };
    offer(doc.title.trim(), 'title');
    for (const skill of new Set(doc.skills.map((s) => s.trim()))) offer(skill, 'skill');
    for (const value of valuesOf(doc)) {
      let ids = this.byValue.get(value);
      if (!ids) {
        ids = new Set();
        this.byValue.set(value, ids);
      }
      ids.add(doc.id);
    }
    this.byDate.add(dateKey(doc));
    if (payOf(doc) >= 0) this.byPay.add(`${payKey(payOf(doc))}\u0000${doc.id}`);
    this.jobs.set(doc.id, { doc, words, suggestionKeys });
  }

  /** Forgets a job (closed, deleted, back to pending). Words no job has any more stay in the vocabulary, unused. */
  remove(id: string): void {
    const indexed = this.jobs.get(id);
    if (!indexed) return;
    for (const word of indexed.words.keys()) this.postings.get(word)?.delete(id);
    for (const entry of indexed.suggestionKeys) {
      const [key = '', text = ''] = entry.split('\u0000');
      const texts = this.suggestionTexts.get(key);
      const counted = texts?.get(text);
      if (counted && --counted.count === 0) texts?.delete(text);
    }
    const { doc } = indexed;
    for (const value of valuesOf(doc)) this.byValue.get(value)?.delete(id);
    this.byDate.delete(dateKey(doc));
    if (payOf(doc) >= 0) this.byPay.delete(`${payKey(payOf(doc))}\u0000${id}`);
    this.jobs.delete(id);
  }

  /** The words of the vocabulary a query word stands for, with how well. */
  private expand(word: string): { words: Array<[string, number]>; typo: boolean } {
    const words: Array<[string, number]> = [];
    for (const candidate of this.vocabulary.withPrefix(word))
      if (this.postings.get(candidate)?.size)
        words.push([candidate, candidate === word ? QUALITY.exact : QUALITY.prefix]);
    if (words.length > 0 || word.length < MIN_TYPO_LENGTH) return { words, typo: false };
    // Only for a word nothing starts with: a pass over the vocabulary, which is far smaller than the jobs.
    for (const candidate of this.vocabulary.values())
      if (candidate.length >= word.length - 1 && this.postings.get(candidate)?.size && editedOnce(word, candidate))
        words.push([candidate, QUALITY.typo]);
    return { words, typo: words.length > 0 };
  }

  search(query: SearchQuery, now: Date, page: { offset: number; limit: number }): SearchPage {
    const nowMs = now.getTime();
    const queryWords = query.q ? searchTokens(query.q) : [];
    const keep = (doc: SearchDoc) =>
      (doc.closesAt === null || doc.closesAt > nowMs) &&
      (!query.city || doc.city === query.city) &&
      (!query.type || doc.jobType === query.type) &&
      (!query.status || doc.status === query.status) &&
      (!query.workplace || doc.workplace === query.workplace) &&
      (query.minSalary === undefined || payOf(doc) >= query.minSalary) &&
      (query.postedWithinMs === undefined || Date.parse(doc.createdAt) >= nowMs - query.postedWithinMs);

    let scores: Map<string, number>;
    let corrected: string | null = null;
    let scored = 0;
    if (queryWords.length === 0) {
      // The jobs of the narrowest filter asked for, then the other filters: a filter's own jobs,
      // not the whole index, as a keyword's rarest word does below.
      scores = new Map();
      for (const id of this.candidates(query, nowMs)) {
        scored++;
        const indexed = this.jobs.get(id);
        if (indexed && keep(indexed.doc)) scores.set(id, 0);
      }
    } else {
      // Each word's jobs with its best score there; the rarest word first, so the others only
      // narrow what it found.
      const perWord = queryWords.map((word) => {
        const { words, typo } = this.expand(word);
        const best = new Map<string, number>();
        for (const [candidate, quality] of words)
          for (const [id, mask] of this.postings.get(candidate) ?? []) {
            const score = weightOf(mask) * quality;
            if (score > (best.get(id) ?? 0)) best.set(id, score);
          }
        const correction = typo ? this.mostCommon(words.map(([w]) => w)) : word;
        return { best, correction, typo };
      });
      if (perWord.some((w) => w.typo)) corrected = perWord.map((w) => w.correction).join(' ');
      perWord.sort((a, b) => a.best.size - b.best.size);
      const [rarest, ...others] = perWord;
      scores = new Map();
      for (const [id, score] of rarest?.best ?? []) {
        scored++;
        let total = score;
        for (const other of others) {
          const s = other.best.get(id);
          if (s === undefined) {
            total = -1;
            break;
          }
          total += s;
        }
        const indexed = this.jobs.get(id);
        if (total >= 0 && indexed && keep(indexed.doc)) scores.set(id, total);
      }
    }

    const docs = [...scores.keys()].map((id) => this.jobs.get(id)?.doc as SearchDoc);
    const boosted = (doc: SearchDoc) => doc.boostUntil !== null && doc.boostUntil > nowMs;
    const sort = query.sort ?? 'relevance';
    const ranked = firstInOrder(docs, page.offset + page.limit, (a, b) => {
      // A seeker who sorts by pay sees pay first; otherwise boosted jobs come first.
      if (sort === 'salary') return payOf(b) - payOf(a) || newest(a, b);
      if (boosted(a) !== boosted(b)) return boosted(a) ? -1 : 1;
      if (sort === 'relevance') {
        const difference = (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0);
        if (difference !== 0) return difference;
      }
      return newest(a, b);
    });
    return {
      ids: ranked.slice(page.offset).map((doc) => doc.id),
      total: docs.length,
      corrected,
      scored,
    };
  }

  /** The ids of the filter asked for that has the fewest jobs; every job without a filter. */
  private candidates(query: SearchQuery, nowMs: number): Iterable<string> {
    const sources: Array<{ size: number; ids: () => Iterable<string> }> = [];
    const set = (value: string) => {
      const ids = this.byValue.get(value) ?? new Set<string>();
      sources.push({ size: ids.size, ids: () => ids });
    };
    if (query.workplace) set(`workplace:${query.workplace}`);
    if (query.city) set(`city:${query.city}`);
    if (query.type) set(`type:${query.type}`);
    if (query.status) set(`status:${query.status}`);
    const range = (sorted: SortedStrings, from: string) =>
      sources.push({
        size: sorted.countFrom(from),
        ids: function* () {
          for (const key of sorted.from(from)) yield idOfKey(key);
        },
      });
    if (query.postedWithinMs !== undefined) range(this.byDate, new Date(nowMs - query.postedWithinMs).toISOString());
    if (query.minSalary !== undefined) range(this.byPay, payKey(query.minSalary));
    if (sources.length === 0) return this.jobs.keys();
    return sources.reduce((a, b) => (b.size < a.size ? b : a)).ids();
  }

  /** The word, of those given, that the most jobs have: the likeliest meaning of a misspelling. */
  private mostCommon(words: string[]): string {
    let best = words[0] ?? '';
    for (const word of words)
      if ((this.postings.get(word)?.size ?? 0) > (this.postings.get(best)?.size ?? 0)) best = word;
    return best;
  }

  /** Titles and skills with a word that starts with what was typed: those it starts first, then the commonest. */
  suggest(typed: string, limit = 8): Suggestion[] {
    const key = searchTokens(typed).join(' ');
    if (!key) return [];
    const found = new Map<string, { kind: Suggestion['kind']; count: number; atStart: boolean }>();
    for (const candidate of this.suggestionKeys.withPrefix(key)) {
      for (const [text, { kind, count }] of this.suggestionTexts.get(candidate) ?? []) {
        const atStart = searchTokens(text).join(' ') === candidate;
        const seen = found.get(text);
        found.set(text, {
          kind,
          count: Math.max(count, seen?.count ?? 0),
          atStart: atStart || (seen?.atStart ?? false),
        });
      }
    }
    return [...found]
      .sort(
        ([a, x], [b, y]) =>
          Number(y.atStart) - Number(x.atStart) || y.count - x.count || a.length - b.length || (a < b ? -1 : 1),
      )
      .slice(0, limit)
      .map(([text, { kind }]) => ({ text, kind }));
  }
}
