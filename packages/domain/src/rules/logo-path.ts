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

/**
 * Where a job's logo may point: a verified logo under /objects/logos/ (stored in this form). An
 * upload's id is base64url, so a name may begin with '-' or '_' (one upload in 32 does).
 */
const LOGO_PATH = /^\/?(?:objects\/)?(logos\/[A-Za-z0-9_-][A-Za-z0-9._/-]{0,200})$/;

/**
 * The stored form of a logo path given as "/objects/logos/x", "logos/x" or "/logos/x"; null for
 * anything else (another host, a pending upload, a CV, a path with "..").
 */
export function logoPathOf(value: string): string | null {
  const match = LOGO_PATH.exec(value.trim());
  if (!match?.[1] || match[1].includes('..')) return null;
  return `/objects/${match[1]}`;
}
