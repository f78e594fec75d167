import { amountToPaisa, formatPaisa } from '@modern-jobs/domain';

/** Paisa as the operator reads an amount: "PKR 1,500.00", the sign kept. */
export const pkr = (paisa: number) => `PKR ${formatPaisa(paisa)}`;

/** A signed amount for a list: "PKR +500.00" in, "PKR -500.00" out. */
export const signedPkr = (paisa: number) => (paisa > 0 ? `PKR +${formatPaisa(paisa)}` : pkr(paisa));

/** Paisa as the text an amount field starts with: 150000 is "1500.00" (no grouping, so it reads back the same). */
export const amountText = (paisa: number) => formatPaisa(paisa).replace(/,/g, '');

/**
 * A typed rupee amount checked as the dialogs need it: paisa exactly (the domain's amountToPaisa,
 * never a float), above zero and at most `max`. Answers the paisa, or the words saying what is wrong.
 */
export function checkAmount(text: string, max: number): { paisa: number } | { error: string } {
  const paisa = amountToPaisa(text);
  if (paisa === null) return { error: 'Enter an amount in rupees, like 1500 or 1500.50' };
  if (paisa <= 0) return { error: 'Enter an amount above zero' };
  if (paisa > max) return { error: `At most ${pkr(max)}` };
  return { paisa };
}

/** When something happened, as the operator reads it: Pakistan time. */
export const pakistanTime = (at: string) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Karachi' });
