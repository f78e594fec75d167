// What a first visit downloads for / and for /job/{id}, gzip, from the production build (DESIGN §7:
// / JS ≤ 130 KB, CSS ≤ 25 KB). Vite's manifest names each page's files: the entry and everything it
// imports statically, and each page's own chunks loaded at once (the home page's jobs section, the
// job page) with what they import.
import { readdirSync, readFileSync } from 'node:fs';
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

// An Urdu page also loads the Urdu catalog with the app (vite.config.ts `preload`).
const URDU = 'src/i18n/urdu.ts';
const PAGES = [
  { page: '/', chunks: ['index.html', 'src/pages/home/HomeBelowTheFold.tsx'] },
  { page: '/job/{id}', chunks: ['index.html', 'src/pages/job/JobPage.tsx'] },
  { page: '/ur/', chunks: ['index.html', 'src/pages/home/HomeBelowTheFold.tsx', URDU] },
  { page: '/ur/job/{id}', chunks: ['index.html', 'src/pages/job/JobPage.tsx', URDU] },
];
const figures: Figure[] = [];
const jsOf: Record<string, number> = {};
for (const { page, chunks } of PAGES) {
  const files = [...new Set(chunks.flatMap((chunk) => [...filesOf(chunk)]))];
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  const budgeted = page === '/';
  jsOf[page] = gzipKb(js);
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
figures.push({
  section: 'web bundle',
  figure: 'Urdu first visit to /: JS beyond English, gzip',
  value: (jsOf['/ur/'] ?? 0) - (jsOf['/'] ?? 0),
  unit: 'KB',
  budget: { max: 15 },
  note: 'the Urdu catalog; Urdu is set in the phone’s own Nastaliq or Naskh face (app/global.css)',
});

// No page asks for a web font: Urdu uses the phone's own faces (local() only). Any font file the
// build ships would be one a first visit could download, in either language: the budget is none
// (DESIGN §7 allows Urdu up to 60 KB, English none).
const fonts = readdirSync(join(dist, 'assets')).filter((file) => /\.(woff2?|ttf|otf)$/.test(file));
const fontKb = fonts.reduce((sum, file) => sum + readFileSync(join(dist, 'assets', file)).length, 0) / 1000;
figures.push({
  section: 'web bundle',
  figure: 'web fonts a first visit can download, either language',
  value: fontKb,
  unit: 'KB',
  budget: { max: 0 },
  note: fonts.join(' ') || 'none built',
});
reportFigures(figures);
