import { WORD_ANALYSIS } from './job-document.ts';

/**
 * The alerts' index: each active alert as a stored query (percolator), beside the fields of a job
 * its queries read (alert-percolator.ts).
 */
export const ALERTS_INDEX = {
  settings: {
    number_of_shards: 1,
    analysis: WORD_ANALYSIS,
  },
  mappings: {
    dynamic: 'strict',
    properties: {
      // What the stored queries read of a job (never stored in this index: the percolated job has them).
      alertWords: {
        type: 'text',
        analyzer: 'words',
        fields: { prefix: { type: 'text', analyzer: 'word_starts', search_analyzer: 'words' } },
      },
      jobType: { type: 'keyword' },
      city: { type: 'keyword' },
      workplace: { type: 'keyword' },
      pay: { type: 'long' },
      // The alert itself.
      query: { type: 'percolator' },
      id: { type: 'keyword' },
      userId: { type: 'keyword', index: false },
      name: { type: 'keyword', index: false },
      criteria: { type: 'object', enabled: false },
      frequency: { type: 'keyword' },
      locale: { type: 'keyword', index: false },
    },
  },
} as const;
