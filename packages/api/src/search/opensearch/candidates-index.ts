import { WORD_ANALYSIS, WORD_TEXT } from './job-document.ts';

/** Settings and mappings of a candidates index version (search/opensearch/indexes.ts creates it). */
export const CANDIDATES_INDEX = {
  settings: {
    // 200,000 profiles with a CV's text each is a few GB: one shard. Text is read as the jobs' is.
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
      changedAt: { type: 'long' },
      headline: WORD_TEXT,
      skills: WORD_TEXT,
      work: WORD_TEXT,
      cv: WORD_TEXT,
      card: { type: 'object', enabled: false },
    },
  },
} as const;
