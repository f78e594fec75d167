/** Links a visitor may follow: '#', a path on this site, or an absolute http(s) URL. */

export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/** Never javascript:, data: or protocol-relative links, wherever a link comes from. */
export function isSafeLink(value: string): boolean {
  return value === '#' || isSitePath(value) || isHttpUrl(value);
}
