/** A catalog: every text of the seeker's side, by key, in one language. */
export type Catalog<K extends string = string> = Readonly<Record<K, string>>;

/** Values put into a message's `{name}` slots. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Fills a message's `{name}` slots; a slot without a value stays as written, so a gap shows in tests. */
export function fill(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}

/**
 * Keys of a group of domain texts under a prefix: `{ fullName: '…' }` under `apply` → `apply.fullName`.
 * The English catalog takes the spec's texts from the domain this way, so they are written once.
 */
export type Prefixed<P extends string, T> = {
  [K in keyof T & string as T[K] extends string ? `${P}.${K}` : never]: T[K];
};

export function prefixed<const P extends string, const T extends Record<string, unknown>>(
  prefix: P,
  texts: T,
): Prefixed<P, T> {
  const entries = Object.entries(texts).filter(([, text]) => typeof text === 'string');
  return Object.fromEntries(entries.map(([key, text]) => [`${prefix}.${key}`, text])) as Prefixed<P, T>;
}

/** A toast group ({ name: { title, message } }) as `prefix.name.title` and `prefix.name.message`. */
export type PrefixedToasts<P extends string, T> = {
  [K in keyof T & string as `${P}.${K}.title`]: T[K] extends { title: infer S } ? S : never;
} & {
  [K in keyof T & string as `${P}.${K}.message`]: T[K] extends { message: infer S } ? S : never;
};

export function prefixedToasts<
  const P extends string,
  const T extends Record<string, { title: string; message: string }>,
>(prefix: P, toasts: T): PrefixedToasts<P, T> {
  return Object.fromEntries(
    Object.entries(toasts).flatMap(([name, { title, message }]) => [
      [`${prefix}.${name}.title`, title],
      [`${prefix}.${name}.message`, message],
    ]),
  ) as PrefixedToasts<P, T>;
}
