/** An item without the attributes that only storage needs (keys, index keys, bookkeeping). */
export function withoutKeys<T>(item: Record<string, unknown>, keys: readonly string[]): T {
  const copy = { ...item };
  for (const key of keys) delete copy[key];
  return copy as T;
}
