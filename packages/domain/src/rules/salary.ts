/** Parses a salary input: digits (commas allowed) to an integer; blank or junk to undefined (spec §5). */
export function parseSalaryInput(text: string | null | undefined): number | undefined {
  const cleaned = (text ?? '').replace(/[,\s]/g, '');
  if (!/^\d+$/.test(cleaned)) return undefined;
  const value = Number.parseInt(cleaned, 10);
  return Number.isSafeInteger(value) ? value : undefined;
}
