// One job that matches 10,000 instant alerts, end to end on the local stack: the alerts written as
// seekers write them (the indexer puts them in OpenSearch), the job written approved, and then the
// whole path AWS runs: the table's stream, the dispatcher, the indexer, the alerts' senders' tasks
// (percolation in stretches, chunks of 100), the outbox, send-mail, and a real SMTP server (the
// local inbox, maildev). Counted in the inbox's own files: one mail per alert, none twice, none missing.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Figure, reportFigures } from '@modern-jobs/api/bench/figures';
import { freePort } from '@modern-jobs/api/local';
import type { Job } from '@modern-jobs/domain';
import { startLocalStack } from '../local-stack/stack.ts';

const ALERTS = Number(process.env.BENCH_FANOUT_ALERTS ?? 10_000);
const AT_ONCE = 20;
const size = `${ALERTS.toLocaleString('en-US')} matches`;
const WORD = 'boilermaker';
const say = (line: string) => process.stderr.write(`  alert fan-out: ${line}\n`);

/** Runs `task` for 0..count-1, `AT_ONCE` at a time. */
async function each(count: number, task: (k: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += AT_ONCE)
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, i) => task(start + i)));
}

/** The recipients of every mail in the inbox's folder, one entry per mail. */
function recipients(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => /^To: *(.+)$/im.exec(readFileSync(join(dir, name), 'utf8'))?.[1]?.trim() ?? '')
    .map((to) => /<([^>]+)>/.exec(to)?.[1] ?? to);
}

const dataDir = mkdtempSync(join(tmpdir(), 'mj-bench-fanout-'));
const stack = await startLocalStack({ port: await freePort(), dataDir, fresh: true, seed: false, webMode: 'none' });
try {
  // Loaded once the stack has set the API's configuration.
  const { ensureUser } = await import('@modern-jobs/api/accounts/users');
  const { createAlert } = await import('@modern-jobs/api/alerts/alerts');
  const { saveJob } = await import('@modern-jobs/api/jobs/jobs');
  const address = (k: number) => `seeker${k}@fanout.example.pk`;

  let started = performance.now();
  await each(ALERTS, async (k) => {
    const id = `fanout-${k}`;
    await ensureUser({ id, issuer: 'bench', subject: id, firstName: `Seeker ${k}`, email: address(k) });
    await createAlert(id, { name: `Boilermakers ${k}`, criteria: { q: WORD }, frequency: 'instant' }, 'en');
  });
  await stack.drained();
  say(`${ALERTS} seekers and alerts written and indexed in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const inbox = join(dataDir, 'mail');
  const now = new Date();
  started = performance.now();
  const job: Job = {
    id: 'fanout-job',
    title: `Senior ${WORD}`,
    company: 'Karachi Shipyard',
    companyLogo: null,
    description: 'Boilermakers for hull work on new vessels.',
    location: 'Karachi',
    jobType: 'full-time',
    salaryMin: 90_000,
    salaryMax: 140_000,
    skills: ['Welding', 'Fabrication'],
    requirements: null,
    benefits: null,
    applicationDeadline: null,
    isBoosted: false,
    boostExpiry: null,
    status: 'approved',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await saveJob(job, null, now);
  // Until every worker has nothing left: the chain of tasks, then send-mail's sends.
  let firstAt = 0;
  const watch = setInterval(() => {
    if (!firstAt && readdirSync(inbox).some((name) => name.endsWith('.eml'))) firstAt = performance.now();
  }, 250);
  await stack.drained();
  clearInterval(watch);
  const seconds = (performance.now() - started) / 1000;

  const to = recipients(inbox);
  const counts = new Map<string, number>();
  for (const address of to) counts.set(address, (counts.get(address) ?? 0) + 1);
  const duplicates = [...counts.values()].reduce((sum, n) => sum + n - 1, 0);
  const missing = Array.from({ length: ALERTS }, (_, k) => address(k)).filter((a) => !counts.has(a)).length;
  say(`${to.length} mails in ${seconds.toFixed(0)} s; ${duplicates} duplicates, ${missing} missing`);
  const note =
    'one approved job, each alert a different seeker; local stack on this machine, maildev as the SMTP server';
  const figures: Figure[] = [
    {
      section: 'alerts',
      figure: `alert fan-out mails (${size})`,
      value: to.length,
      unit: '',
      budget: { min: ALERTS },
      note,
    },
    {
      section: 'alerts',
      figure: `alert fan-out duplicates (${size})`,
      value: duplicates,
      unit: '',
      budget: { max: 0 },
      note,
    },
    {
      section: 'alerts',
      figure: `alert fan-out missing (${size})`,
      value: missing,
      unit: '',
      budget: { max: 0 },
      note,
    },
    {
      section: 'alerts',
      figure: `alert fan-out time, job written to last mail (${size})`,
      value: seconds,
      unit: 's',
      note,
    },
    {
      section: 'alerts',
      figure: `alert fan-out time to first mail (${size})`,
      value: firstAt ? (firstAt - started) / 1000 : seconds,
      unit: 's',
      note,
    },
    { section: 'alerts', figure: `alert fan-out rate (${size})`, value: to.length / seconds, unit: 'mails/s', note },
  ];
  reportFigures(figures);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
