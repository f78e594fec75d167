/**
 * A set of strings kept in code-unit order, for prefix ranges: the words of the search vocabulary,
 * the keys of suggestions. Adding is a binary search and one splice, so the index follows each
 * write without re-sorting.
 */
export class SortedStrings {
  private readonly items: string[] = [];

  get size(): number {
    return this.items.length;
  }

  /** The position of the first string not less than `value`. */
  private lowerBound(value: string): number {
    let low = 0;
    let high = this.items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.items[middle] as string) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  add(value: string): void {
    const at = this.lowerBound(value);
    if (this.items[at] !== value) this.items.splice(at, 0, value);
  }

  delete(value: string): void {
    const at = this.lowerBound(value);
    if (this.items[at] === value) this.items.splice(at, 1);
  }

  /** How many strings are not less than `value`. */
  countFrom(value: string): number {
    return this.items.length - this.lowerBound(value);
  }

  /** Every string not less than `value`, in order. */
  *from(value: string): Generator<string> {
    for (let i = this.lowerBound(value); i < this.items.length; i++) yield this.items[i] as string;
  }

  /** Every string that starts with `prefix`, in order. */
  *withPrefix(prefix: string): Generator<string> {
    for (let i = this.lowerBound(prefix); i < this.items.length; i++) {
      const item = this.items[i] as string;
      if (!item.startsWith(prefix)) return;
      yield item;
    }
  }

  values(): readonly string[] {
    return this.items;
  }
}
