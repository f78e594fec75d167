/** Links a visitor may follow: '#', a path on this site, or an absolute http(s) URL. */

export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/**
 * A path on this site. Browsers read a backslash as a slash and drop tabs and newlines from URLs, so
 * '/\\evil.example' and '/\t/evil.example' lead to another host just as '//evil.example' does.
 */
export function isSitePath(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return value.startsWith('/') && !value.startsWith('//') && !/[\u0000-\u001f\u007f\\]/.test(value);
}

/** Never javascript:, data: or protocol-relative links, wherever a link comes from. */
export function isSafeLink(value: string): boolean {
  return value === '#' || isSitePath(value) || isHttpUrl(value);
}
