/**
 * How search reads text, on both sides (the index of jobs and what a seeker types): lower case,
 * accents and Urdu's optional vowel marks folded, punctuation dropped. The words programmers write
 * with symbols stay whole ("c++", "c#", ".net", "node.js"), and Urdu words stay whole: the joiners
 * Urdu writes inside words (ZWNJ, ZWJ) are not word breaks.
 */

/** Words too common to narrow a search; a query of only these finds everything. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'job', 'jobs']);

/** Longest word kept: anything longer is not a word people type. */
export const MAX_TOKEN_LENGTH = 40;

/**
 * A token: letters and digits, with the symbols a programming word may carry: `++` and `#` at its
 * end (c++, c#, f#), a `.` inside it (node.js, asp.net) or leading it (.net). Anything else
 * separates words.
 */
const TOKEN = /\.?[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*(?:\+\+|#)?/gu;

/** The searchable words of a text, in order of first appearance, each once. */
export function searchTokens(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u200c\u200d]/g, '')
    .toLowerCase();
  const seen = new Set<string>();
  const keep = (word: string) => {
    if (word.length >= 2 && !STOP_WORDS.has(word)) seen.add(word.slice(0, MAX_TOKEN_LENGTH));
  };
  for (const [word] of folded.matchAll(TOKEN)) {
    keep(word);
    // "node.js" is also "node" and "js"; a sentence run together ("developer.We") is its words.
    if (word.includes('.')) for (const part of word.split('.')) keep(part.replace(/\+\+|#$/, ''));
  }
  return [...seen];
}
