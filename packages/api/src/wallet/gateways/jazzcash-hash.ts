import { createHmac } from 'node:crypto';
import { sameHex } from './support.ts';

/**
 * JazzCash's pp_SecureHash, as its Payment Gateway Integration Guide for Merchants v4.2 describes it
 * (sandbox documentation, Features › Hashing Scheme):
 * - every field whose name begins with "pp" (pp_… and ppmpf_…) except pp_SecureHash itself;
 * - sorted by name in ASCII order, their values joined with '&';
 * - the integrity salt (the "shared secret") prepended, followed by '&';
 * - HMAC-SHA256 of that string keyed by the salt, in hex.
 *
 * The guide is silent on empty fields; its worked example has none. We leave them out, as
 * JazzCash's own plugins and the sandbox's hash calculator do, so a field we leave blank
 * (pp_BankID, ppmpf_2…) cannot change the hash. The guide's example prints lower-case hex; we
 * send upper case, as the sandbox's forms do, and compare either case.
 */

const HASH_FIELD = 'pp_SecureHash';

/** The string that is signed: "<salt>&v1&v2…", values in the ASCII order of their names. */
export function jazzcashHashInput(fields: Record<string, string>, salt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.toLowerCase().startsWith('pp') && name !== HASH_FIELD && fields[name] !== '')
    // ASCII order of the names, not the locale's: 'pp_' sorts before 'ppmpf_' ('_' < 'm').
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => fields[name]);
  return [salt, ...values].join('&');
}

/** pp_SecureHash over the fields' pp values, upper-case hex. */
export function jazzcashSecureHash(fields: Record<string, string>, salt: string): string {
  // The guide: UTF-8 bytes for both message and key. Our descriptions are kept ASCII (jazzcash.ts),
  // so its further "ISO-8859-1" step changes nothing.
  return createHmac('sha256', Buffer.from(salt, 'utf8'))
    .update(Buffer.from(jazzcashHashInput(fields, salt), 'utf8'))
    .digest('hex')
    .toUpperCase();
}

/** True when pp_SecureHash is present and right, compared in constant time. */
export function jazzcashHashVerifies(fields: Record<string, string>, salt: string): boolean {
  const got = fields[HASH_FIELD];
  if (!got) return false;
  return sameHex(jazzcashSecureHash(fields, salt), got);
}
