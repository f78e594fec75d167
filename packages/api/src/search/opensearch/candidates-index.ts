import { WORD_ANALYSIS } from './job-document.ts';

/**
 * How the candidates index reads text: as the jobs' (job-document.ts), the domain's tokens split on
 * spaces, with every start of each word in `.prefix`.
 */
const text = {
  type: 'text',
  analyzer: 'words',
  norms: false,
  index_options: 'docs',
  fields: {
    prefix: { type: 'text', analyzer: 'word_starts', search_analyzer: 'words', norms: false, index_options: 'docs' },
  },
} as const;

/** Settings and mappings of a candidates index version (search/opensearch/indexes.ts creates it). */
export const CANDIDATES_INDEX = {
  settings: {
    // 200,000 profiles with a CV's text each is a few GB: one shard.
    number_of_shards: 1,
    analysis: WORD_ANALYSIS,
  },
  mappings: {
    dynamic: 'strict',
    properties: {
      id: { type: 'keyword' },
      searchable: { type: 'boolean' },
      blocked: { type: 'keyword' },
      city: { type: 'keyword' },
      years: { type: 'integer' },
      salary: { type: 'long' },
      abroad: { type: 'boolean' },
      languages: { type: 'keyword' },
      activeAt: { type: 'long' },
      headline: text,
      skills: text,
      work: text,
      cv: text,
      card: { type: 'object', enabled: false },
    },
  },
} as const;
