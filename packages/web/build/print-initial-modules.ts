// What `/`'s first scripts are made of, from the production build (pnpm build first): by package,
// then by module, gzip-weighted (build/initial-modules.ts). `-- <entry> ...` for another page's, as
// the manifest names its chunks (scripts/bench/bundle-size.ts lists them).
import { join } from 'node:path';
import { initialModules, packageOf } from './initial-modules.ts';

const HOME = ['index.html', 'src/pages/home/HomeBelowTheFold.tsx'];
const roots = process.argv.slice(2).filter((arg) => arg !== '--');
const parts = initialModules(join(import.meta.dirname, '..', 'dist'), roots.length > 0 ? roots : HOME);

const kb = (bytes: number) => (bytes / 1000).toFixed(2).padStart(7);
const table = (title: string, rows: Map<string, { bytes: number; gzip: number }>) => {
  process.stdout.write(`\n${title}\n   gzip KB  min KB\n`);
  for (const [name, { bytes, gzip }] of [...rows].sort((a, b) => b[1].gzip - a[1].gzip))
    process.stdout.write(`  ${kb(gzip)} ${kb(bytes)}  ${name}\n`);
};
const sum = (key: (part: (typeof parts)[number]) => string) => {
  const rows = new Map<string, { bytes: number; gzip: number }>();
  for (const part of parts) {
    const row = rows.get(key(part)) ?? { bytes: 0, gzip: 0 };
    row.bytes += part.bytes;
    row.gzip += part.gzip;
    rows.set(key(part), row);
  }
  return rows;
};

process.stdout.write(`initial JS: ${kb(parts.reduce((total, part) => total + part.gzip, 0))} KB gzip\n`);
table(
  'by chunk',
  sum((part) => part.chunk),
);
table(
  'by package (the app: by folder)',
  sum((part) => packageOf(part.module)),
);
table(
  'by module',
  sum((part) => `${part.module}  [${part.chunk}]`),
);
