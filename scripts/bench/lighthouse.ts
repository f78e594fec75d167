// Lighthouse, mobile, on the production build served by the local stack (DESIGN §7 budgets:
// performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95) for / and a job page.
// Run: pnpm --filter @modern-jobs/scripts bench   (builds the web app first)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@modern-jobs/api/local';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { say } from '../lib/log.ts';
import { repoRoot } from '../lib/paths.ts';
import { ensureChromium } from '../lib/prerequisites.ts';
import { startLocalStack } from '../local-stack/stack.ts';

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;

say('building the web app');
if (
  spawnSync(process.env.MJ_PNPM ?? 'pnpm', ['--filter', '@modern-jobs/web', 'build'], {
    cwd: repoRoot,
    stdio: 'ignore',
  }).status !== 0
) {
  throw new Error('web build failed');
}
const dataDir = mkdtempSync(join(tmpdir(), 'mj-lighthouse-'));
const stack = await startLocalStack({ port: await freePort(), dataDir, fresh: true, webMode: 'static' });
const chrome = await launch({
  chromePath: ensureChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const path of ['/', '/job/seed-01']) {
    const result = await lighthouse(`${stack.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const categories = result?.lhr.categories ?? {};
    const scores = Object.entries(BUDGET).map(([id, budget]) => {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      return `${id} ${score}${score >= budget ? '' : ` (budget ${budget})`}`;
    });
    process.stdout.write(`${path.padEnd(14)} ${scores.join('   ')}\n`);
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    process.stdout.write(
      `               FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}\n`,
    );
    if (process.env.LH_DETAILS) {
      for (const id of (process.env.LH_DETAILS ?? '').split(',')) {
        process.stdout.write(`${JSON.stringify(audits[id]?.details, null, 1)?.slice(0, 3000)}\n`);
      }
    }
    const failed = Object.values(result?.lhr.audits ?? {}).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
    );
    for (const audit of failed) process.stdout.write(`               - ${audit.id}: ${audit.title}\n`);
  }
} finally {
  chrome.kill();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
