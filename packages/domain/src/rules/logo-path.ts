/**
 * The src for a company logo (spec §2 job card): absolute URLs stay; anything else is served from
 * /objects/, prefixed when it does not start with it. Empty input has no logo.
 */
export function logoSrc(companyLogo: string | null | undefined): string | null {
  const value = companyLogo?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/objects/')) return value;
  return `/objects/${value.replace(/^\/+/, '')}`;
}
