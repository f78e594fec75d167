import { writeFileSync } from 'node:fs';

/**
 * One measured figure and, where DESIGN §7 sets one, its budget. Every benchmark answers a list of
 * these; the bench task (scripts/tasks/bench.ts) gathers them into one table and one JSON file.
 */
export interface Figure {
  section: string;
  figure: string;
  value: number;
  unit: string;
  /** at most (`max`) or at least (`min`) this; none where the figure is reported, not judged */
  budget?: { max: number } | { min: number };
  /** what the figure is made of, or why a budget is read the way it is */
  note?: string;
}

export type Verdict = 'within' | 'OVER' | 'UNDER' | 'reported';

export function verdictOf({ value, budget }: Figure): Verdict {
  if (!budget) return 'reported';
  if ('max' in budget) return value <= budget.max ? 'within' : 'OVER';
  return value >= budget.min ? 'within' : 'UNDER';
}

const decimals = (value: number) =>
  Number.isInteger(value) || Math.abs(value) >= 1000 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
const show = (value: number, unit: string) => `${value.toFixed(decimals(value))}${unit ? ` ${unit}` : ''}`;

/** The table the bench task prints: figure, value, budget, verdict, grouped by section. */
export function figureTable(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.section,
    f.figure,
    show(f.value, f.unit),
    f.budget ? `${'max' in f.budget ? '≤' : '≥'} ${show('max' in f.budget ? f.budget.max : f.budget.min, f.unit)}` : '',
    verdictOf(f),
  ]);
  const header = ['section', 'figure', 'value', 'budget', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * Hands a benchmark's figures on: to the file the bench task names in BENCH_OUT, or, when a
 * benchmark is run by itself, to the terminal as a table.
 */
export function reportFigures(figures: Figure[]): void {
  const out = process.env.BENCH_OUT;
  if (out) writeFileSync(out, JSON.stringify(figures));
  else process.stdout.write(`${figureTable(figures)}\n`);
}

/** The value at quantile q (0..1) of values. */
export const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;

export const median = (values: number[]) => quantile(values, 0.5);
