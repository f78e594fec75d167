/**
 * The first `count` items of `items` in the order `compare` gives, without sorting them all: a page
 * of 20 from 50,000 matches costs a pass and a few comparisons each, not a sort of 50,000.
 */
export function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  if (count * 8 >= items.length) return [...items].sort(compare).slice(0, count);
  const best: T[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1] as T) >= 0) continue;
    // Binary search for its place among the best so far; ties keep their arrival order.
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle] as T, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}
