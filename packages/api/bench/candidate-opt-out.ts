// How soon a seeker who opts out of the CV bank is out of its search (issue 34: within 60 s, p99),
// over the whole local chain, as bench/search-freshness.ts times a job's way in: the real service
// (changeVisibility, what PUT /api/talent/visibility calls) writes the profile item to DynamoDB
// Local; the stream's dispatcher (every 250 ms, as the local stack polls it) hands the change to
// the index-search queue in ElasticMQ; index-search reads the candidate again and writes their stub
// (refresh=wait_for). Timed from just before the write until a search of the candidates index no
// longer returns them (asked every 20 ms: one `ids` search, among the searchable, for every seeker
// still awaited). Then each is also looked for through the company's own search, by a word of
// their own, which must not find them. What AWS adds (Lambda's pollers, the network) is not here.
// Sizes: BENCH_OPT_OUT_SEEKERS (seekers opting out, one every BENCH_OPT_OUT_EVERY_MS), e.g.
//   BENCH_OPT_OUT_SEEKERS=20 pnpm exec tsx bench/candidate-opt-out.ts
import { performance } from 'node:perf_hooks';
import { type Figure, median, quantile, reportFigures } from './figures.ts';
import { startSearchStack } from './search-stack.ts';

const SEEKERS = Number(process.env.BENCH_OPT_OUT_SEEKERS ?? 200);
const EVERY_MS = Number(process.env.BENCH_OPT_OUT_EVERY_MS ?? 250);
/** A few first, not counted: the chain's first batches load the workers' code and warm the JIT. */
const WARM_UP = 5;
const TIMEOUT_MS = 120_000;
const log = (line: string) => process.stderr.write(`opt-out bench: ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stack = await startSearchStack();
const figures: Figure[] = [];
try {
  const { ensureUser } = await import('../src/accounts/store/users.ts');
  const { saveProfile } = await import('../src/profiles/store/profiles.ts');
  const { aliasOf, openSearch } = await import('../src/search/opensearch/client.ts');
  const { ensureIndex } = await import('../src/search/opensearch/indexes.ts');
  const { changeVisibility } = await import('../src/talent/status.ts');
  const { searchCandidates } = await import('../src/talent/search/search-candidates.ts');
  await ensureIndex('candidates');
  await stack.followChanges();

  /** The ids among these that the candidates index still finds. */
  const stillFound = async (ids: string[]): Promise<Set<string>> => {
    const { body } = await openSearch<{ hits: { hits: Array<{ _id: string }> } }>({
      method: 'POST',
      path: `/${aliasOf('candidates')}/_search`,
      body: {
        size: ids.length,
        _source: false,
        query: { bool: { filter: [{ ids: { values: ids } }, { term: { searchable: true } }] } },
      },
    });
    return new Set(body.hits.hits.map((hit) => hit._id));
  };
  const idOf = (n: number) => `opt-out-${n}`;
  const wordOf = (n: number) => `optout${n.toString(36)}`;

  const total = WARM_UP + SEEKERS;
  log(`${total} seekers opting in`);
  for (let n = 0; n < total; n++) {
    const id = idOf(n);
    await ensureUser({ id, issuer: 'bench', subject: id, firstName: `Seeker ${n}`, email: `${id}@example.pk` });
    await saveProfile(id, { headline: `Accountant ${wordOf(n)}`, city: 'Lahore', yearsOfExperience: n % 20 });
    await changeVisibility(id, 'visible', 'en');
  }
  const everyone = Array.from({ length: total }, (_, n) => idOf(n));
  for (const started = Date.now(); (await stillFound(everyone)).size < total; await sleep(100))
    if (Date.now() - started > TIMEOUT_MS) throw new Error('the seekers did not all come into search');

  /** Opts seekers out one every EVERY_MS, and times each until search no longer returns them. */
  async function optOut(first: number, count: number): Promise<number[]> {
    const pending = new Map<string, number>();
    const ms: number[] = [];
    let writing = true;
    const poller = (async () => {
      while (writing || pending.size > 0) {
        await sleep(20);
        if (pending.size === 0) continue;
        // Only those asked about: one opted out while the search was on its way was not in it.
        const asked = [...pending.entries()];
        const found = await stillFound(asked.map(([id]) => id));
        const at = performance.now();
        for (const [id, started] of asked) {
          if (!found.has(id)) {
            ms.push(at - started);
            pending.delete(id);
          } else if (at - started > TIMEOUT_MS)
            throw new Error(`${id} was still found ${TIMEOUT_MS / 1000} s after opting out`);
        }
      }
    })();
    const writes: Array<Promise<unknown>> = [];
    const begun = performance.now();
    try {
      for (let k = 0; k < count; k++) {
        const wait = begun + k * EVERY_MS - performance.now();
        if (wait > 0) await sleep(wait);
        const id = idOf(first + k);
        pending.set(id, performance.now());
        writes.push(changeVisibility(id, 'off', 'en'));
      }
      await Promise.all(writes);
    } finally {
      writing = false;
      await poller;
    }
    return ms;
  }

  await optOut(0, WARM_UP);
  log(`${SEEKERS} seekers opting out, one every ${EVERY_MS} ms`);
  const ms = await optOut(WARM_UP, SEEKERS);
  for (let n = 0; n < total; n++) {
    const { candidates } = await searchCandidates(
      {
        q: wordOf(n),
        languages: [],
        city: undefined,
        minYears: undefined,
        maxExpectedSalary: undefined,
        abroad: undefined,
        activeWithinDays: undefined,
      },
      'bench-company',
      { limit: 5 },
    );
    if (candidates.length > 0) throw new Error(`the company's search for "${wordOf(n)}" still found ${idOf(n)}`);
  }
  const seconds = (value: number) => (value / 1000).toFixed(2);
  figures.push({
    section: 'cv bank',
    figure: 'opting out: out of search p99',
    value: quantile(ms, 0.99) / 1000,
    unit: 's',
    budget: { max: 60 },
    note: `${ms.length} seekers opted out through changeVisibility (after ${WARM_UP} not counted), one every ${EVERY_MS} ms, each timed from its write until the candidates index no longer returns them (DynamoDB Local stream, dispatch-changes every 250 ms, ElasticMQ, index-search, refresh=wait_for); then none found by the company's search; p50 ${seconds(median(ms))} s, most ${seconds(Math.max(...ms))} s`,
  });
  figures.push({ section: 'cv bank', figure: 'opting out: out of search p50', value: median(ms) / 1000, unit: 's' });
} finally {
  await stack.stop();
}
reportFigures(figures);
