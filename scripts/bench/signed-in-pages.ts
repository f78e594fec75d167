// Lighthouse on the signed-in seeker's own page, /profile in both languages (issue 32: it meets the
// budgets the public pages meet), as site.ts measures the public ones: the production build behind
// the local stack, a seeker signed in through the real OpenID provider, their profile filled in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { reportFigures } from '@modern-jobs/api/bench/figures';
import { freePort } from '@modern-jobs/api/local';
import { signInSeeker } from '../e2e/http-client.ts';
import { startLocalStack } from '../local-stack/stack.ts';
import { lighthouseFigures } from './lighthouse.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mj-bench-signed-in-'));
const stack = await startLocalStack({ port: await freePort(), dataDir, fresh: true, webMode: 'static' });
try {
  const seeker = await signInSeeker('bench.profile@example.pk', '/', stack.url);
  // A profile as a seeker keeps one: every section has something in it.
  const saved = await seeker.request('PATCH', '/api/profile', {
    json: {
      fullName: 'Sana Qaleen',
      contactNumber: '+923001234567',
      city: 'Lahore',
      headline: 'Carpet weaver and quality checker',
      skills: ['Weaving', 'Quality control', 'Dyeing'],
      yearsOfExperience: 6,
      workHistory: [{ title: 'Weaver', company: 'Lahore Rugs', from: '2019-04', to: null, current: true }],
      education: [{ qualification: 'Matric', institution: 'Government High School, Lahore', from: 2008, to: 2010 }],
      languages: ['Urdu', 'Punjabi'],
      expectedSalary: 60_000,
      openToAbroad: true,
    },
  });
  if (saved.status !== 200) throw new Error(`the profile was not saved: ${saved.status} ${await saved.text()}`);
  const reports = process.env.BENCH_OUT ? dirname(process.env.BENCH_OUT) : undefined;
  reportFigures(await lighthouseFigures(stack.url, ['/profile', '/ur/profile'], reports, seeker.jar));
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
