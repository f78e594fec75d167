import { CURRENCY } from '../constants.ts';

/**
 * Whole rupees with thousands separators, as en-US writes them ("1,250,000"). Written out rather
 * than with Intl: the page's first Intl formatter loads locale data, about 20 ms on a cheap phone,
 * and the home page formats two salaries per card before anything else needs Intl.
 */
const format = (amount: number) => String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',');

/** The card's and detail page's salary text (spec §5 "Salary display"). */
export function salaryText(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (hasMin && hasMax) return `${CURRENCY} ${format(min)} - ${format(max)}`;
  if (hasMin) return `${CURRENCY} ${format(min)}+`;
  if (hasMax) return `Up to ${CURRENCY} ${format(max)}`;
  return 'Salary not disclosed';
}

/** Parses a salary input: digits (commas allowed) to an integer; blank or junk to undefined (spec §5). */
export function parseSalaryInput(text: string | null | undefined): number | undefined {
  const cleaned = (text ?? '').replace(/[,\s]/g, '');
  if (!/^\d+$/.test(cleaned)) return undefined;
  const value = Number.parseInt(cleaned, 10);
  return Number.isSafeInteger(value) ? value : undefined;
}
