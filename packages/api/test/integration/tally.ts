/** How many answers had each status, e.g. { 200: 20, 429: 10 }. */
export function tallyStatuses(answers: ReadonlyArray<{ status: number }>): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const { status } of answers) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}
