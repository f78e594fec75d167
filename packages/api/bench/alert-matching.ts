// Read cost of matching a new job against job alerts at 1,000 and 100,000 alerts, against DynamoDB
// Local (issue 14: publishing one job reads at most 2 × the alerts that match, plus a constant). The
// alerts are made from the words of the demo jobs and from the filters, in the mix a board's
// seekers would set; each job's matches are also found by checking every alert, and must agree.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  type AlertableJob,
  type AlertCriteria,
  alertMatches,
  CITIES,
  JOB_TYPES,
  searchTokens,
  WORKPLACES,
} from '@modern-jobs/domain';
import { SEED_JOBS } from '@modern-jobs/domain/seed';
import { ensureTable, LOCAL_CREDENTIALS, startDynamoDbLocal } from '../src/local/dynamodb-local.ts';
import { BENCH_ENV } from './env.ts';
import { type Figure, median, quantile, reportFigures } from './figures.ts';

const SIZES = (process.env.BENCH_ALERTS ?? '1000,100000').split(',').map(Number);
const JOBS = 200;
/** What a job may read beyond twice its matches: its empty ranges cost a request each, and no item. */
const CONSTANT = 20;

// A fixed sequence, so every run measures the same alerts and jobs.
let state = 0x2545f491;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 2 ** 32;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const maybe = <T>(chance: number, value: () => T): T | undefined => (random() < chance ? value() : undefined);

/** The words seekers type: the demo jobs' titles and skills, sometimes only their start ("dev"). */
const WORDS = [...new Set(SEED_JOBS.flatMap(({ job }) => searchTokens([job.title, ...(job.skills ?? [])].join(' '))))];
const keyword = () => {
  const words = Array.from({ length: random() < 0.7 ? 1 : 2 }, () => {
    const word = pick(WORDS);
    return random() < 0.2 && word.length > 4 ? word.slice(0, 3 + Math.floor(random() * 2)) : word;
  });
  return words.join(' ');
};

function criteria(): AlertCriteria {
  const filters = {
    city: maybe(0.5, () => pick(CITIES)),
    type: maybe(0.3, () => pick(JOB_TYPES)),
    minSalary: maybe(0.3, () => 50_000 + Math.floor(random() * 10) * 50_000),
    where: maybe(0.2, () => pick(WORKPLACES)),
  };
  const q = maybe(0.65, keyword);
  const asked = { ...(q ? { q } : {}), ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) };
  // An alert asks something: one with nothing would be refused.
  return Object.keys(asked).length > 0 ? asked : { city: pick(CITIES) };
}

function newJob(i: number): AlertableJob {
  const seed = pick(SEED_JOBS).job;
  const other = pick(SEED_JOBS).job;
  const abroad = random() < 0.2;
  return {
    title: i % 3 === 0 ? `${other.title.split(' ')[0]} ${seed.title}` : seed.title,
    company: seed.company,
    location: abroad ? 'Dubai, UAE' : `${pick(CITIES)}, Pakistan`,
    skills: seed.skills,
    jobType: pick(JOB_TYPES),
    salaryMin: random() < 0.8 ? 40_000 + Math.floor(random() * 20) * 20_000 : null,
    salaryMax: null,
    workplace: random() < 0.1 ? 'remote' : null,
  };
}

const db = await startDynamoDbLocal(process.env.MJ_JAVA ? { java: process.env.MJ_JAVA } : {});
const TABLE = 'bench-alerts';
Object.assign(process.env, BENCH_ENV, {
  DYNAMODB_ENDPOINT: db.endpoint,
  TABLE_NAME: TABLE,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
});
await ensureTable(db.endpoint, TABLE);
const { dynamo } = await import('../src/clients/dynamo.ts');
const { matchEntryKey, matchRanges } = await import('../src/storage/alert-index.ts');
const { findMatchingAlerts } = await import('../src/storage/alerts.ts');

const figures: Figure[] = [];
const alerts: Array<{ id: string; criteria: AlertCriteria }> = [];
const jobs = Array.from({ length: JOBS }, (_, i) => newJob(i));
try {
  for (const size of SIZES) {
    // Only the matching entries are written: they are all a new job reads.
    const fresh = Array.from({ length: size - alerts.length }, (_, i) => ({
      id: `alert-${alerts.length + i}`,
      criteria: criteria(),
    }));
    for (let start = 0; start < fresh.length; start += 25) {
      const batch = fresh.slice(start, start + 25).map((alert) => ({
        PutRequest: {
          Item: {
            ...matchEntryKey(alert.id, alert.criteria),
            entity: 'alert-match',
            id: alert.id,
            userId: `user-${alert.id}`,
            name: alert.id,
            criteria: alert.criteria,
            frequency: 'instant',
            locale: 'en',
          },
        },
      }));
      await dynamo.send(new BatchWriteCommand({ RequestItems: { [TABLE]: batch } }));
    }
    alerts.push(...fresh);

    let reads = 0;
    let matches = 0;
    let worstExcess = Number.NEGATIVE_INFINITY;
    let disagreements = 0;
    const ms: number[] = [];
    const ranges: number[] = [];
    for (const job of jobs) {
      const started = performance.now();
      const found = await findMatchingAlerts(job);
      ms.push(performance.now() - started);
      ranges.push(matchRanges(job).length);
      const expected = alerts.filter((alert) => alertMatches(alert.criteria, job)).map((a) => a.id);
      const got = found.alerts.map((a) => a.id);
      if (expected.length !== got.length || expected.some((id) => !got.includes(id))) disagreements += 1;
      reads += found.itemsRead;
      matches += got.length;
      worstExcess = Math.max(worstExcess, found.itemsRead - 2 * got.length);
    }
    const at = size.toLocaleString('en');
    figures.push(
      {
        section: 'job alerts',
        figure: `one new job at ${at} alerts: reads beyond 2 × its matches (worst of ${JOBS})`,
        value: Math.max(0, worstExcess),
        unit: 'items',
        budget: { max: CONSTANT },
        note: `${reads} alerts read for ${matches} matched over ${JOBS} jobs (${(reads / Math.max(1, matches)).toFixed(2)} per match); median ${median(ranges)} key ranges asked per job`,
      },
      {
        section: 'job alerts',
        figure: `one new job at ${at} alerts: jobs whose matches differ from checking every alert`,
        value: disagreements,
        unit: 'jobs',
        budget: { max: 0 },
      },
      {
        section: 'job alerts',
        figure: `one new job at ${at} alerts: time to find its alerts, p50`,
        value: median(ms),
        unit: 'ms',
        note: `p95 ${quantile(ms, 0.95).toFixed(1)} ms (DynamoDB Local on this machine; 16 ranges at a time)`,
      },
    );
  }
} finally {
  dynamo.destroy();
  await db.stop();
}
reportFigures(figures);
