import { timingSafeEqual } from 'node:crypto';
import { DEFAULT_TIMEOUT_MS, type InquiryOptions } from './gateway.ts';

/**
 * Compares two signatures in time that does not depend on where they differ, so that a forger
 * cannot find the right one byte by byte. Different lengths are unequal at once: a length says
 * nothing of the secret.
 */
export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Hex signatures compared as bytes, so case does not matter (JazzCash's guide shows lower case, its forms upper). */
export function sameHex(expected: string, got: string): boolean {
  if (!/^[0-9a-fA-F]*$/.test(got) || got.length % 2 !== 0) return false;
  return sameBytes(Buffer.from(expected, 'hex'), Buffer.from(got, 'hex'));
}

/**
 * Pakistan Standard Time, UTC+5 with no daylight saving since 2009: both gateways read their date
 * fields as local time in Karachi, whatever the server's zone.
 */
function pakistanParts(date: Date) {
  const t = new Date(date.getTime() + 5 * 3600_000).toISOString();
  return {
    day: `${t.slice(0, 4)}${t.slice(5, 7)}${t.slice(8, 10)}`,
    time: `${t.slice(11, 13)}${t.slice(14, 16)}${t.slice(17, 19)}`,
  };
}

/** yyyyMMddHHmmss in Pakistan time (JazzCash pp_TxnDateTime). */
export function pakistanStamp(date: Date): string {
  const { day, time } = pakistanParts(date);
  return `${day}${time}`;
}

/** "yyyyMMdd HHmmss" in Pakistan time (Easypaisa expiryDate). */
export function pakistanSpacedStamp(date: Date): string {
  const { day, time } = pakistanParts(date);
  return `${day} ${time}`;
}

/** A positive whole number of paisa, or an Error saying why not: gateways must never see a fraction. */
export function assertPaisa(amountPaisa: number): void {
  if (!Number.isSafeInteger(amountPaisa) || amountPaisa <= 0)
    throw new Error(`amount must be a positive whole number of paisa, got ${amountPaisa}`);
}

/** "1500" → 150000; digits only, as JazzCash's pp_Amount (paisa, no decimal point). */
export function parsePaisaDigits(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * Rupees as a decimal string ("500.0", "10.5", "10.25") → paisa, without floating point. A JSON
 * number is accepted only when it is exactly a whole number of paisa.
 */
export function parseRupees(value: unknown): number | undefined {
  if (typeof value === 'number') {
    const paisa = Math.round(value * 100);
    return Number.isSafeInteger(paisa) && Math.abs(paisa - value * 100) < 1e-6 ? paisa : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 50000 → "500.0", 1050 → "10.5", 1025 → "10.25": Easypaisa's guide writes amounts with one decimal. */
export function formatRupees(amountPaisa: number): string {
  const rupees = Math.floor(amountPaisa / 100);
  const paisa = amountPaisa % 100;
  if (paisa % 10 === 0) return `${rupees}.${paisa / 10}`;
  return `${rupees}.${String(paisa).padStart(2, '0')}`;
}

export type Fetched = { ok: true; status: number; text: string } | { ok: false; detail: string };

/**
 * One request with a deadline. Every failure to get an answer (timeout, refused connection, DNS) is
 * reported, never thrown: a gateway that is down leaves the order pending, it does not fail it.
 */
export async function fetchWithDeadline(
  url: string,
  init: RequestInit,
  options: InquiryOptions | undefined,
  configured: number | undefined,
): Promise<Fetched> {
  const doFetch = options?.fetch ?? fetch;
  const timeoutMs = options?.timeoutMs ?? configured ?? DEFAULT_TIMEOUT_MS;
  try {
    const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { ok: true, status: response.status, text: await response.text() };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { ok: false, detail: `no answer within ${timeoutMs} ms` };
    return { ok: false, detail: (error as Error).message };
  }
}

/** A JSON object whose values are kept as strings (numbers too): the form both gateways' fields take. */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Only the string-valued fields (numbers as their JSON text), for signature checks over a JSON body. */
export function stringFields(object: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(object))
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
  return fields;
}
