// Lighthouse on the signed-in seeker's own page, /profile in both languages (issue 32: it meets the
// budgets the public pages meet), as site.ts measures the public ones: the production build behind
// the local stack, a seeker signed in through the real OpenID provider, their profile filled in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { reportFigures } from '@modern-jobs/api/bench/figures';
import { freePort } from '@modern-jobs/api/local';
import { startLocalStack } from '../local-stack/stack.ts';
import { lighthouseFigures, pagesToMeasure } from './lighthouse.ts';
import { seekerWithProfile } from './seeker-profile.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mj-bench-signed-in-'));
const stack = await startLocalStack({ port: await freePort(), dataDir, fresh: true, webMode: 'static' });
try {
  const seeker = await seekerWithProfile(stack.url);
  const reports = process.env.BENCH_OUT ? dirname(process.env.BENCH_OUT) : undefined;
  reportFigures(await lighthouseFigures(stack.url, pagesToMeasure(['/profile', '/ur/profile']), reports, seeker.jar));
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
