import { parseCookie, stringifySetCookie } from 'cookie';
import { config } from '../config.ts';

/** Secure cookies (and the __Host- prefix) wherever the site is served over HTTPS, i.e. everywhere but a laptop. */
const secure = config.SITE_ORIGIN.startsWith('https://');
const prefix = secure ? '__Host-' : '';

export const COOKIE = {
  seeker: `${prefix}mj_session`,
  admin: `${prefix}mj_admin`,
  /** marks a browser the admin has signed in on; it earns that browser its own sign-in allowance */
  adminDevice: `${prefix}mj_admin_device`,
  /** binds an OIDC sign-in in progress to the browser that started it */
  login: `${prefix}mj_login`,
  /**
   * Readable by the page and holding no secret: it only says "a session cookie was set", so the
   * site asks who is signed in only when someone may be, and anonymous visits make no 401.
   */
  hint: 'mj_signed_in',
} as const;

/** The request's cookies; API Gateway (payload 2.0) hands them over as "name=value" strings. */
export function readCookies(cookies: readonly string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of cookies ?? []) {
    for (const [name, value] of Object.entries(parseCookie(pair)))
      if (value !== undefined && !(name in out)) out[name] = value;
  }
  return out;
}

/** An HttpOnly, SameSite=Lax cookie for the whole site that lives `maxAgeSeconds` (0 deletes it). */
export function setCookie(name: string, value: string, maxAgeSeconds: number): string {
  return stringifySetCookie({ name, value, path: '/', httpOnly: true, secure, sameSite: 'lax', maxAge: maxAgeSeconds });
}

export const clearCookie = (name: string) => setCookie(name, '', 0);

/** The readable "signed in" hint, living as long as the session cookie. */
export function setHintCookie(maxAgeSeconds: number): string {
  return stringifySetCookie({
    name: COOKIE.hint,
    value: '1',
    path: '/',
    secure,
    sameSite: 'lax',
    maxAge: maxAgeSeconds,
  });
}
