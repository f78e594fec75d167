// Load on the local API with autocannon: the job list, a filtered search and one job, each for a
// few seconds with a handful of connections, through the same front door a browser uses. DESIGN §7
// asks for requests per second and p99 side by side; no request may fail.
import type { Figure } from '@modern-jobs/api/bench/figures';
import autocannon from 'autocannon';

const SECONDS = 10;
const CONNECTIONS = 10;

export async function loadFigures(siteUrl: string, jobId: string): Promise<Figure[]> {
  const targets = [
    { name: 'GET /api/jobs', path: '/api/jobs' },
    { name: 'GET /api/jobs?q&city&type', path: '/api/jobs?q=developer&city=karachi&type=full-time' },
    { name: 'GET /api/jobs/{id}', path: `/api/jobs/${jobId}` },
  ];
  const figures: Figure[] = [];
  for (const { name, path } of targets) {
    const result = await autocannon({ url: `${siteUrl}${path}`, connections: CONNECTIONS, duration: SECONDS });
    const note = `${CONNECTIONS} connections for ${SECONDS} s: ${result.requests.total} requests`;
    process.stderr.write(`  load ${name}: ${result.requests.average} req/s\n`);
    figures.push(
      { section: 'local API load', figure: `${name} requests/s`, value: result.requests.average, unit: 'req/s', note },
      { section: 'local API load', figure: `${name} p50`, value: result.latency.p50, unit: 'ms', note },
      { section: 'local API load', figure: `${name} p99`, value: result.latency.p99, unit: 'ms', note },
      {
        section: 'local API load',
        figure: `${name} errors`,
        value: result.errors + result.timeouts + result.non2xx,
        unit: '',
        budget: { max: 0 },
        note,
      },
    );
  }
  return figures;
}
