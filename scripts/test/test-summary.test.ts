import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addReportFile, closingLine, emptyTally, type VitestJsonReport } from '../lib/test-summary.ts';

// Real vitest reports, from a real run, so the closing line is checked against what vitest writes.
const scratchRoot = join(import.meta.dirname, '..', 'reports');
mkdirSync(scratchRoot, { recursive: true });
const scratch = mkdtempSync(join(scratchRoot, 'summary-fixture-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const vitestCli = join(createRequire(import.meta.url).resolve('vitest/package.json'), '..', 'vitest.mjs');

function vitestReport(files: Record<string, string>): string {
  const dir = mkdtempSync(join(scratch, 'run-'));
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  const report = join(dir, 'report.json');
  spawnSync(process.execPath, [vitestCli, 'run', '--root', dir, '--reporter=json', `--outputFile=${report}`], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  return report;
}

const OK = "import { expect, it } from 'vitest';\nit('passes', () => expect(1).toBe(1));\n";

describe("npm test's closing line", () => {
  it('counts one failing test inside a describe block as 1 failed, not once more for its file and block', () => {
    const report = vitestReport({
      'one.test.ts': `import { describe, expect, it } from 'vitest';
describe('outer', () => describe('inner', () => {
  it('fails', () => expect(1).toBe(2));
  it('passes', () => expect(1).toBe(1));
}));\n`,
      'two.test.ts': OK,
    });
    // vitest's own figures: the file and both blocks count as failed suites.
    const raw = JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport & { numFailedTestSuites: number };
    expect(raw.numFailedTestSuites).toBeGreaterThan(1);

    const tally = emptyTally();
    addReportFile(tally, report, 'fixture');
    expect(closingLine(tally)).toBe('2 passed, 1 failed');
    expect(tally.notRun).toEqual([]);
  }, 60_000);

  it('counts a file that fails before any test runs as one failure, and names it', () => {
    const report = vitestReport({
      'broken.test.ts': "import './missing-module.ts';\nimport { it } from 'vitest';\nit('never runs', () => {});\n",
      'fine.test.ts': OK,
    });
    const tally = emptyTally();
    addReportFile(tally, report, 'fixture');
    expect(closingLine(tally)).toBe('1 passed, 1 failed');
    expect(tally.notRun).toEqual([expect.stringMatching(/^fixture: .*broken\.test\.ts failed before its tests ran$/)]);
  }, 60_000);

  it('counts a package whose report is missing as one failure, and says which package', () => {
    const tally = emptyTally();
    addReportFile(tally, join(scratch, 'nothing-here.json'), '@modern-jobs/web');
    expect(closingLine(tally)).toBe('0 passed, 1 failed');
    expect(tally.notRun).toEqual([expect.stringMatching(/^@modern-jobs\/web: its tests never ran/)]);
  });
});
