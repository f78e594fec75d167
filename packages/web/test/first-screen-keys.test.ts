import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { EN_FIRST_SCREEN } from '@modern-jobs/domain';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

/**
 * What a first visit's code can say before any page chunk has added the rest of the English
 * catalog: the app's entry and what it imports statically, and the home page's own chunks (below
 * the fold, the floating buttons, the win pop-up). A dynamic import() starts another chunk.
 */
const ROOTS = [
  'main.tsx',
  'pages/home/HomeBelowTheFold.tsx',
  'pages/home/FloatingButtons.tsx',
  'components/highlight/WinModal.tsx',
];

function firstScreenFiles(): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, path] of code.matchAll(/^import\s(?:[^'"]*?\sfrom\s)?'(\.[^']+)'/gm)) {
      const target = resolve(dirname(file), path ?? '');
      if (/\.tsx?$/.test(target) && existsSync(target)) visit(target);
    }
  };
  for (const root of ROOTS) visit(join(SRC, root));
  return [...files];
}

/** Catalog keys a file uses: t('…'), plural('…'), errorText(…, '…'), text(…, '…'), and t(`prefix.${…}`). */
function keysIn(code: string): { exact: string[]; prefixes: string[] } {
  const exact = [
    ...[...code.matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((m) => m[1] ?? ''),
    // A plural message is written once per form.
    ...[...code.matchAll(/\bplural\(\s*'([\w.-]+)'/g)].map((m) => `${m[1]}_other`),
    ...[...code.matchAll(/\b(?:errorText|text)\([^;]*?,\s*'([\w.-]+)'\s*\)/g)].map((m) => m[1] ?? ''),
  ];
  const prefixes = [...code.matchAll(/\bt\(\s*`([\w.-]+)\$\{/g)].map((m) => m[1] ?? '');
  return { exact, prefixes };
}

describe('the English a first visit carries', () => {
  it('has every key the first screen uses (the rest comes with the pages)', () => {
    const files = firstScreenFiles();
    expect(files.map((file) => relative(SRC, file))).toEqual(
      expect.arrayContaining(['app/Layout.tsx', 'components/navbar/Navbar.tsx', 'pages/home/JobList.tsx']),
    );
    expect(files.map((file) => relative(SRC, file))).not.toContain('pages/job/JobPage.tsx');
    const have = Object.keys(EN_FIRST_SCREEN);
    const missing: string[] = [];
    for (const file of files) {
      const { exact, prefixes } = keysIn(readFileSync(file, 'utf8'));
      for (const key of exact) if (!have.includes(key)) missing.push(`${relative(SRC, file)}: ${key}`);
      for (const prefix of prefixes)
        if (!have.some((key) => key.startsWith(prefix))) missing.push(`${relative(SRC, file)}: ${prefix}…`);
    }
    expect(missing).toEqual([]);
  });

  it('finds the keys a file uses', () => {
    // The template key written as it is in a component: t(`city.${city}`).
    const template = ['t(`city.$', '{c}`);'].join('');
    const code = `t('jobs.none'); plural('jobs.found', n); errorText(e, 'common.tryAgain'); ${template}`;
    expect(keysIn(code)).toEqual({ exact: ['jobs.none', 'jobs.found_other', 'common.tryAgain'], prefixes: ['city.'] });
  });
});
