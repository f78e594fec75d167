import { existsSync, readFileSync } from 'node:fs';

/** The part of vitest's JSON report the closing line reads. */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; status: string; assertionResults: Array<{ status: string }> }>;
}

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** what failed without a failing test to show for it: a file that never ran, a missing report */
  notRun: string[];
}

export const emptyTally = (): Tally => ({ passed: 0, failed: 0, skipped: 0, notRun: [] });

/**
 * Adds one vitest report. A failing test counts once: vitest's numFailedTestSuites also counts its
 * file and every describe block around it, so it is not added. A file that failed without a failing
 * test (an import error, a failing hook) has no test to count, so it counts as one failure itself.
 */
export function addReport(tally: Tally, report: VitestJsonReport, label: string): void {
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    if (file.status !== 'failed' || file.assertionResults.some((test) => test.status === 'failed')) continue;
    tally.failed += 1;
    tally.notRun.push(`${label}: ${file.name} failed before its tests ran`);
  }
}

/** Adds a report file; a package whose report is missing never ran its tests, and counts as one failure. */
export function addReportFile(tally: Tally, file: string, label: string): void {
  if (!existsSync(file)) {
    tally.failed += 1;
    tally.notRun.push(`${label}: its tests never ran (no ${file})`);
    return;
  }
  addReport(tally, JSON.parse(readFileSync(file, 'utf8')) as VitestJsonReport, label);
}

export function closingLine(tally: Tally): string {
  return `${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`;
}
