// What a first visit downloads for / and for /job/{id}, gzip, from the production build (DESIGN §7:
// / JS ≤ 130 KB, CSS ≤ 25 KB). Vite's manifest names each page's files: the entry and everything it
// imports statically, and each page's own chunks loaded at once (the home page's jobs section, the
// job page) with what they import.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Figure, reportFigures } from '@modern-jobs/api/bench/figures';
import { webRoot } from '../lib/paths.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const dist = join(webRoot, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The files a chunk needs before it runs: itself, its static imports, their stylesheets. */
function filesOf(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the web build's manifest has no ${key}`);
  if (seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const imported of chunk.imports ?? []) for (const file of filesOf(imported, seen)) files.add(file);
  return files;
}

const gzipKb = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1000;

const PAGES = [
  { page: '/', chunks: ['index.html', 'src/pages/home/HomeBelowTheFold.tsx'] },
  { page: '/job/{id}', chunks: ['index.html', 'src/pages/job/JobPage.tsx'] },
];
const figures: Figure[] = [];
for (const { page, chunks } of PAGES) {
  const files = [...new Set(chunks.flatMap((chunk) => [...filesOf(chunk)]))];
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  const budgeted = page === '/';
  figures.push(
    {
      section: 'web bundle',
      figure: `${page} initial JS, gzip`,
      value: gzipKb(js),
      unit: 'KB',
      ...(budgeted ? { budget: { max: 130 } } : {}),
      note: js.join(' '),
    },
    {
      section: 'web bundle',
      figure: `${page} CSS, gzip`,
      value: gzipKb(css),
      unit: 'KB',
      ...(budgeted ? { budget: { max: 25 } } : {}),
      note: css.join(' '),
    },
  );
}
reportFigures(figures);
