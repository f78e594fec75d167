// What the wallet costs in DynamoDB (issue 31): the read cost of a wallet page (GET
// /api/wallet/transactions: one Query on the person's partition) and the write cost of a paid boost
// (one transaction: the ledger entry, the balance, the job, its boosted list entries and the receipt
// in the outbox), measured with DynamoDB Local's consumed capacity on a wallet of 1,000 entries.
import type { Figure } from './figures.ts';
import { median, reportFigures } from './figures.ts';
import { benchTable } from './local-table.ts';

const ENTRIES = Number(process.env.BENCH_WALLET_ENTRIES ?? 1_000);
const PAGE = 20;
const RUNS = 15;

const table = await benchTable('bench-wallet');
const { postEntry, listEntries } = await import('../src/wallet/store/ledger.ts');
const { buyBoost } = await import('../src/wallet/boosts.ts');
const { ownerKeysOf } = await import('../src/jobs/store/job-index.ts');

/** Every call's consumed capacity, by operation, while `measuring`. */
let spent: Array<{ command: string; read: number; write: number }> = [];
table.dynamo.middlewareStack.add(
  (next, context) => async (args) => {
    (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
    const result = await next(args);
    const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
    const all = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) as Array<{
      CapacityUnits?: number;
      ReadCapacityUnits?: number;
      WriteCapacityUnits?: number;
    }>;
    const write = context.commandName?.match(/Put|Update|Delete|TransactWrite|BatchWrite/);
    const units = all.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
    spent.push({ command: context.commandName ?? '', read: write ? 0 : units, write: write ? units : 0 });
    return result;
  },
  { step: 'initialize', name: 'benchCapacity' },
);
const sum = (key: 'read' | 'write') => spent.reduce((total, call) => total + call[key], 0);

const EMPLOYER = 'emp-wallet';
const now = Date.now();
const started = performance.now();
await table.write([
  {
    PK: `USER#${EMPLOYER}`,
    SK: 'PROFILE',
    entity: 'user',
    id: EMPLOYER,
    firstName: 'Kamran',
    email: 'kamran@example.pk',
    createdAt: new Date(now - 86_400_000).toISOString(),
    company: { name: 'Indus Welding', logo: null, website: null, city: 'lahore', about: null },
  },
]);
const job = {
  id: 'job-wallet',
  title: 'Welder',
  company: 'Indus Welding',
  companyLogo: null,
  description: 'Weld frames.',
  location: 'Lahore, Pakistan',
  jobType: 'full-time' as const,
  salaryMin: null,
  salaryMax: null,
  skills: [],
  requirements: null,
  benefits: null,
  applicationDeadline: null,
  isBoosted: false,
  boostExpiry: null,
  status: 'approved',
  createdAt: new Date(now - 3_600_000).toISOString(),
  updatedAt: new Date(now - 3_600_000).toISOString(),
  ownerId: EMPLOYER,
  applicationCount: 0,
};
await table.write([{ ...job, PK: `JOB#${job.id}`, SK: 'JOB', entity: 'job', indexKeys: [], ...ownerKeysOf(job) }]);
// Through the ledger's own write, one entry after another: each carries its running balance.
for (let i = 0; i < ENTRIES; i++)
  await postEntry(
    { userId: EMPLOYER, type: 'adjustment', amountPaisa: 1_000_00, reference: `load-${i}`, description: 'funds' },
    new Date(now - (ENTRIES - i) * 60_000),
  );
const loadSeconds = (performance.now() - started) / 1000;

const section = `wallet (${ENTRIES.toLocaleString('en')} entries)`;
const figures: Figure[] = [];

async function page(figure: string, cursor: string | undefined) {
  const times: number[] = [];
  let read = 0;
  let returned = 0;
  for (let run = 0; run < RUNS; run++) {
    spent = [];
    const t = performance.now();
    const result = await listEntries(EMPLOYER, { limit: PAGE, ...(cursor ? { cursor } : {}) });
    times.push(performance.now() - t);
    read = sum('read');
    returned = result.items.length;
  }
  figures.push({
    section,
    figure: `${figure}: read capacity units`,
    value: read,
    unit: 'RCU',
    budget: { max: 1 },
    note: `${returned} entries, one Query (eventually consistent), ~200 bytes an entry`,
  });
  figures.push({
    section,
    figure: `${figure}: time`,
    value: median(times),
    unit: 'ms',
    note: 'median, DynamoDB Local',
  });
}
const first = await listEntries(EMPLOYER, { limit: PAGE });
await page('a wallet page (the newest 20)', undefined);
await page('a wallet page, the second', first.nextCursor ?? undefined);

const writes: number[] = [];
const reads: number[] = [];
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  spent = [];
  const t = performance.now();
  await buyBoost(EMPLOYER, job.id, 7, { to: 'kamran@example.pk', locale: 'en', name: 'Kamran' }, new Date());
  times.push(performance.now() - t);
  writes.push(sum('write'));
  reads.push(sum('read'));
}
figures.push({
  section,
  figure: 'a paid boost: write capacity units',
  value: median(writes),
  unit: 'WCU',
  note: 'one transaction (2 WCU a KB an item): the entry, the balance, the job, its boosted list entries, the receipt',
});
figures.push({
  section,
  figure: 'a paid boost: read capacity units',
  value: median(reads),
  unit: 'RCU',
  note: 'the job (strongly consistent), the balance and the wallet setting before the transaction',
});
figures.push({
  section,
  figure: 'a paid boost: time',
  value: median(times),
  unit: 'ms',
  note: 'median, DynamoDB Local',
});
figures.push({
  section,
  figure: 'load time',
  value: loadSeconds,
  unit: 's',
  note: `${ENTRIES} entries through postEntry`,
});

reportFigures(figures);
await table.stop();
