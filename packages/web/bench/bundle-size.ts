// Prints the first-visit weight of the home page from a production build (DESIGN §7 budgets):
// the entry script, the chunks index.html preloads and the stylesheet, each gzipped.
// Run: pnpm --filter @modern-jobs/web bench   (builds first)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');
const js = [...assets(/<script[^>]+src="([^"]+\.js)"/g), ...assets(/<link rel="modulepreload"[^>]+href="([^"]+)"/g)];
const css = assets(/<link rel="stylesheet"[^>]+href="([^"]+\.css)"/g);
const gzipKb = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1000;

const rows = [
  { what: '/ initial JS (gzip)', kb: gzipKb(js), budget: 130 },
  { what: '/ CSS (gzip)', kb: gzipKb(css), budget: 25 },
];
for (const row of rows) {
  const verdict = row.kb <= row.budget ? 'within' : 'OVER';
  process.stdout.write(
    `${row.what.padEnd(24)} ${row.kb.toFixed(1).padStart(7)} kB   budget ${row.budget} kB   ${verdict}\n`,
  );
}
process.stdout.write(`files: ${[...js, ...css].join(', ')}\n`);
