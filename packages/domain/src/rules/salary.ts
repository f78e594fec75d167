import { CURRENCY } from '../constants.ts';

const format = (amount: number) => amount.toLocaleString('en-US', { maximumFractionDigits: 0 });

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
