import { createDecipheriv, timingSafeEqual } from 'node:crypto';

/**
 * The stand-in's check of merchantHashedReq, written from the Easypay guide apart from the API's
 * module: decrypt with the store's hash key (AES-128-ECB, PKCS#5 padding, base64) and compare with
 * the fields received, sorted by name and written name=value joined by '&'. The guide leaves open
 * whether blank fields are written ("emailAddr=") or left out, so either reading is accepted.
 */
function decrypt(base64: string, hashKey: string): string | undefined {
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(hashKey, 'utf8'), null);
    return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    // A wrong key or a forged value fails the padding check more often than not.
    return undefined;
  }
}

function sortedPairs(fields: Record<string, string>, keepBlank: boolean): string {
  return Object.entries(fields)
    .filter(([name, value]) => name !== 'merchantHashedReq' && (keepBlank || value !== ''))
    .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function merchantHashIsValid(fields: Record<string, string>, hashKey: string): boolean {
  const signed = decrypt(fields.merchantHashedReq ?? '', hashKey);
  if (signed === undefined) return false;
  return same(signed, sortedPairs(fields, false)) || same(signed, sortedPairs(fields, true));
}
