import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.ts';

/**
 * Tokens for links that act without a sign-in (an e-mail's unsubscribe): an HMAC of what the link
 * does and for whom, so a token cannot be guessed, nor moved to another user or another alert.
 * Nothing is stored: the link is checked by signing it again. Each purpose signs under its own
 * label, so a token made for one kind of link is worth nothing for another.
 */
function key(): string {
  if (!config.LINK_SECRET) throw new Error('LINK_SECRET is not set: links in e-mails cannot be signed');
  return config.LINK_SECRET;
}

const sign = (purpose: string, parts: readonly string[]) =>
  createHmac('sha256', key())
    .update([purpose, ...parts].map((part) => `${part.length}:${part}`).join('|'))
    .digest('base64url');

export function linkToken(purpose: string, ...parts: string[]): string {
  return sign(purpose, parts);
}

export function linkTokenValid(token: string, purpose: string, ...parts: string[]): boolean {
  const expected = Buffer.from(sign(purpose, parts));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
