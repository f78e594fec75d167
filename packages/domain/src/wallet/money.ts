/**
 * Money is integer paisa (1 rupee = 100 paisa) everywhere it is stored, summed or compared: a float
 * cannot hold 0.10 exactly, and a ledger that drifts by a paisa no longer reconciles. Text ("1250.50")
 * is only for the wire (the spec's walletBalance) and the screen.
 */
export const PAISA_PER_RUPEE = 100;

/** The largest amount the ledger holds in one place: far above any wallet, far below 2^53. */
export const MAX_PAISA = 1_000_000_000_000;

/** A whole number of paisa within the ledger's range (negative for a debit). */
export function isPaisa(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_PAISA;
}

/** Paisa as the spec's numeric string with two decimals: 125050 is "1250.50", -5 is "-0.05". */
export function paisaToAmount(paisa: number): string {
  if (!isPaisa(paisa)) throw new RangeError(`not a whole number of paisa: ${paisa}`);
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  return `${sign}${Math.trunc(abs / PAISA_PER_RUPEE)}.${String(abs % PAISA_PER_RUPEE).padStart(2, '0')}`;
}

const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;
/**
 * Where commas may stand in the rupees: thousands ('1,500,000') or Pakistan's lakhs and crores
 * ('15,00,000'). Anywhere else a comma is a slip ('500,1000' is two amounts run together, not
 * 5,001,000): refused, never guessed.
 */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d*)?$/;

/**
 * A rupee amount someone typed ("1,000", "1,00,000", "1000.5", "1000.50") as paisa, or null when it
 * is not one: a comma out of place, a third decimal (a fraction of a paisa), a sign, an exponent or
 * anything else. Parsed from the text, never through a float.
 */
export function amountToPaisa(text: string): number | null {
  const typed = text.trim();
  if (typed.includes(',') && !GROUPED.test(typed)) return null;
  const match = AMOUNT.exec(typed.replace(/,/g, ''));
  if (!match) return null;
  const [, rupees = '0', decimals = ''] = match;
  return Number(rupees) * PAISA_PER_RUPEE + Number(decimals.padEnd(2, '0'));
}

/** Paisa as people read an amount, thousands grouped: 150000050 is "1,500,000.50"; the sign kept. */
export function formatPaisa(paisa: number): string {
  const [whole = '0', decimals = '00'] = paisaToAmount(Math.abs(paisa)).split('.');
  return `${paisa < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${decimals}`;
}
