import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The stand-in's own pp_SecureHash, written from JazzCash's guide apart from the API's module
 * (packages/api/src/wallet/gateways/jazzcash-hash.ts), so that a round trip through the stand-in
 * tests one reading of the guide against another rather than a function against itself.
 * HMAC-SHA256, keyed by the integrity salt, of "salt&" followed by the non-empty values of every
 * field named pp…, except pp_SecureHash, in the ASCII order of the names; hex.
 */
export function ppSecureHash(fields: Record<string, string>, salt: string): string {
  const names = Object.keys(fields).filter(
    (name) => /^pp/i.test(name) && name !== 'pp_SecureHash' && (fields[name] ?? '').length > 0,
  );
  names.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const message = `${salt}&${names.map((name) => fields[name]).join('&')}`;
  return createHmac('sha256', salt).update(message).digest('hex').toUpperCase();
}

export function ppHashIsValid(fields: Record<string, string>, salt: string): boolean {
  const got = Buffer.from((fields.pp_SecureHash ?? '').toUpperCase());
  const expected = Buffer.from(ppSecureHash(fields, salt));
  return got.length === expected.length && timingSafeEqual(got, expected);
}

export function signPp(fields: Record<string, string>, salt: string): Record<string, string> {
  return { ...fields, pp_SecureHash: ppSecureHash(fields, salt) };
}
