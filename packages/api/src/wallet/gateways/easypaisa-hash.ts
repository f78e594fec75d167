import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * Easypaisa's merchantHashedReq, as the Easypay Merchant Integration Guide (Plug-in / hosted
 * checkout, §2.2–2.3) describes it: the request's parameters sorted by name, written "name=value"
 * and joined with '&', encrypted with AES/ECB/PKCS5Padding under the merchant's hash key, in base64.
 * It is a MAC only in the sense that only the hash key's holders can produce it: Easypay decrypts it
 * and compares it with the fields it received.
 *
 * The guide does not say whether empty optional fields (emailAddr, mobileNum, paymentMethod…) are
 * written as "name=" or left out; we leave them out (and never send a field empty), so both
 * readings sign the same string. Values are written as sent, not URL-encoded.
 */

const HASH_FIELD = 'merchantHashedReq';

export function easypaisaHashInput(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== HASH_FIELD && fields[name] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

/**
 * AES-128 takes a 16-byte key; Easypay issues 16-character hash keys. PHP's openssl_encrypt would
 * silently pad or cut a wrong key (and sign something Easypay rejects); we refuse it instead.
 */
function aesKey(hashKey: string): Buffer {
  const key = Buffer.from(hashKey, 'utf8');
  if (key.length !== 16) throw new Error(`the Easypaisa hash key must be 16 bytes, got ${key.length}`);
  return key;
}

export function easypaisaEncrypt(text: string, hashKey: string): string {
  // ECB takes no IV; PKCS#5 and PKCS#7 padding are the same for 16-byte blocks (Node's default).
  const cipher = createCipheriv('aes-128-ecb', aesKey(hashKey), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** The inverse, for tests and for checking what a form carries; throws on a wrong key or padding. */
export function easypaisaDecrypt(base64: string, hashKey: string): string {
  const decipher = createDecipheriv('aes-128-ecb', aesKey(hashKey), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

export function easypaisaHashedRequest(fields: Record<string, string>, hashKey: string): string {
  return easypaisaEncrypt(easypaisaHashInput(fields), hashKey);
}
