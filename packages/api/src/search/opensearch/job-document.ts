import { cityOf, deadlineEnd, isJobPublic, type Job, searchTokens, workplaceOfJob } from '@modern-jobs/domain';
import { FOREVER_MS, type OwnedJob, publicJobOf } from '../../jobs/store/job-index.ts';

/**
 * A job as the search engine holds it: one document per job ever posted, whatever its status, so
 * the public search (listed and open jobs) and the operator's (every job) read the same index.
 *
 * The text fields hold the domain's own tokens (searchTokens: folding, "c++", ".net", Urdu words
 * whole), joined by spaces and split again by a whitespace analyzer, so the engine reads words
 * exactly as the rest of the product does, in any script. Each has a `.prefix` subfield of every
 * start of every word (edge n-grams, 2 to 40 letters): "dev" finds "developer" with one term lookup,
 * and a slip of the finger is a fuzzy lookup among those starts ("develp" → "develop…").
 */
export interface JobDocument {
  id: string;
  /** the public may see it: approved, its employer not disabled */
  listed: boolean;
  status: string;
  jobType: string;
  city: string | null;
  workplace: string | null;
  /** what the least-pay filter and the pay order read: the most it pays, else the least, else -1 */
  pay: number;
  createdAt: string;
  /** epoch ms until which it is boosted (FOREVER_MS without an end); null when not boosted */
  boostUntil: number | null;
  /** epoch ms after which it takes no applications; null without a deadline */
  closesAt: number | null;
  title: string;
  skills: string;
  company: string;
  location: string;
  description: string;
  /** requirements and benefits: the operator's search reads them, the public's does not */
  more: string;
  /** every word of the public fields, whole: what "Did you mean" counts */
  words: string[];
  /** every word of requirements and benefits, whole */
  moreWords: string[];
  /** suggestion keys: "<words from any start of a title or skill>\u001f<kind>\u001f<the text>" */
  suggest: string[];
  /** the job as the public may see it, returned with each hit so a search reads nothing else */
  job: Job;
}

/** Separates a suggestion key's parts; no token contains it (searchTokens keeps letters and digits). */
export const SUGGEST_SEPARATOR = '\u001f';

const words = (text: string) => searchTokens(text);

function suggestionsOf(job: Job): string[] {
  const keys = new Set<string>();
  const offer = (text: string, kind: 'title' | 'skill') => {
    const tokens = searchTokens(text);
    // "Senior React Developer" is offered for "sen…", "rea…" and "dev…".
    for (let start = 0; start < tokens.length; start++)
      keys.add([tokens.slice(start).join(' '), kind, text].join(SUGGEST_SEPARATOR));
  };
  offer(job.title.trim(), 'title');
  for (const skill of new Set(job.skills.map((s) => s.trim()))) if (skill) offer(skill, 'skill');
  return [...keys];
}

/** The document of a job as stored (with its ownership fields, which decide whether it is listed). */
export function documentOf(owned: OwnedJob): JobDocument {
  const job = publicJobOf(owned);
  // Each field's text tokenized once: the whole text's words are theirs, in order, each once.
  const tokens = {
    title: words(job.title),
    skills: words(job.skills.join(' , ')),
    company: words(job.company),
    location: words(job.location),
    description: words(job.description),
    more: words([job.requirements ?? '', job.benefits ?? ''].join(' ')),
  };
  return {
    id: job.id,
    listed: isJobPublic(owned),
    status: job.status,
    jobType: job.jobType,
    city: cityOf(job.location),
    workplace: workplaceOfJob(job),
    pay: job.salaryMax ?? job.salaryMin ?? -1,
    createdAt: job.createdAt,
    boostUntil: job.isBoosted ? (job.boostExpiry ? Date.parse(job.boostExpiry) : FOREVER_MS) : null,
    closesAt: deadlineEnd(job.applicationDeadline)?.getTime() ?? null,
    title: tokens.title.join(' '),
    skills: tokens.skills.join(' '),
    company: tokens.company.join(' '),
    location: tokens.location.join(' '),
    description: tokens.description.join(' '),
    more: tokens.more.join(' '),
    words: [
      ...new Set([...tokens.title, ...tokens.skills, ...tokens.company, ...tokens.location, ...tokens.description]),
    ],
    moreWords: tokens.more,
    suggest: suggestionsOf(job),
    job,
  };
}

/**
 * The version a document is written with (external versioning): the job's last write, in ms. A
 * change delivered late or twice never overwrites a newer one.
 */
export const versionOf = (job: Pick<Job, 'updatedAt' | 'createdAt'>) => Date.parse(job.updatedAt ?? job.createdAt) || 1;

/**
 * Text arrives as the domain's tokens joined by spaces: `words` splits them again, `word_starts`
 * also makes every start of 2 to 40 letters (MAX_TOKEN_LENGTH) of each.
 */
export const WORD_ANALYSIS = {
  filter: { starts: { type: 'edge_ngram', min_gram: 2, max_gram: 40 } },
  analyzer: {
    words: { type: 'custom', tokenizer: 'whitespace' },
    word_starts: { type: 'custom', tokenizer: 'whitespace', filter: ['starts'] },
  },
} as const;

/** A text field as every index reads it: the domain's tokens, with every start of each word in `.prefix`. */
export const WORD_TEXT = {
  type: 'text',
  analyzer: 'words',
  norms: false,
  index_options: 'docs',
  fields: {
    prefix: { type: 'text', analyzer: 'word_starts', search_analyzer: 'words', norms: false, index_options: 'docs' },
  },
} as const;

/** Settings and mappings of a jobs index version (search/opensearch/indexes.ts creates it). */
export const JOBS_INDEX = {
  settings: {
    // One shard holds far more than the target size (100,000 open, 500,000 ever posted, ~3 GB).
    number_of_shards: 1,
    // The indexer answers once its changes are searchable (refresh=wait_for): at the default 1 s a
    // bulk waited ~0.75 s on average here, at 500 ms ~0.3 s, so a job posted or approved is found
    // sooner (search freshness, `npm run bench`). Jobs change a few times a second at most, so twice
    // the refreshes (each of a few small documents) cost the node little.
    refresh_interval: '500ms',
    analysis: WORD_ANALYSIS,
  },
  mappings: {
    dynamic: 'strict',
    properties: {
      id: { type: 'keyword' },
      listed: { type: 'boolean' },
      status: { type: 'keyword' },
      jobType: { type: 'keyword' },
      city: { type: 'keyword' },
      workplace: { type: 'keyword' },
      pay: { type: 'long' },
      createdAt: { type: 'date' },
      boostUntil: { type: 'long' },
      closesAt: { type: 'long' },
      title: WORD_TEXT,
      skills: WORD_TEXT,
      company: WORD_TEXT,
      location: WORD_TEXT,
      description: WORD_TEXT,
      more: WORD_TEXT,
      // Only counted ("Did you mean"), never searched: doc values without an inverted index.
      words: { type: 'keyword', index: false },
      moreWords: { type: 'keyword', index: false },
      suggest: { type: 'keyword' },
      job: { type: 'object', enabled: false },
    },
  },
} as const;
