/**
 * The one-slip rule of the in-process index that OpenSearch replaced, kept as the specification the
 * engine's pattern is checked against (opensearch-query.test.ts).
 */
/**
 * Whether `typed` is one slip away from `word` or from the start of it: one letter wrong, missing,
 * extra, or two letters swapped ("accountent" → "accountant", "enginer" → "engineer", "develp" →
 * "developer"). The same word is not a slip.
 */
export function editedOnce(typed: string, word: string): boolean {
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length < 1 || length > word.length) continue;
    const start = word.slice(0, length);
    if (start !== typed && withinOneEdit(typed, start)) return true;
  }
  return false;
}

/** Damerau–Levenshtein distance ≤ 1, without building the table. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one letter changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // two swapped
  }
  // One letter more in the longer: skip it there.
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
