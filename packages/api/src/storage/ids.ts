import { randomBytes } from 'node:crypto';

/** Short random ids for uploads and the like: 128 bits, URL-safe. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}
