import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../build/compile-hints.ts';

type GenerateBundle = { handler: (options: unknown, bundle: Rollup.OutputBundle) => void };
const generateBundle = (modules: string[]) =>
  (compileHints({ modules }).generateBundle as unknown as GenerateBundle).handler;

const chunk = (fileName: string, facadeModuleId: string | null, isEntry = false, imports: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    isEntry,
    imports,
    code: 'export const a=()=>1;',
    map: { mappings: 'AAAA,CAAC' },
  }) as unknown as Rollup.OutputChunk;

const mapAsset = (fileName: string) =>
  ({ type: 'asset', fileName, source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }) }) as Rollup.OutputAsset;

describe('compileHints', () => {
  it("marks the entry, what it imports and the first render's page chunks, and moves their source maps down a line", () => {
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', '/app/src/main.tsx', true, ['assets/react.js']),
      'assets/react.js': chunk('assets/react.js', null),
      'assets/index.js.map': mapAsset('assets/index.js.map'),
      'assets/JobPage.js': chunk('assets/JobPage.js', '/app/src/pages/job/JobPage.tsx'),
      'assets/AdminPage.js': chunk('assets/AdminPage.js', '/app/src/pages/admin/AdminPage.tsx'),
      'assets/shared.js': chunk('assets/shared.js', null),
    };
    generateBundle(['src/pages/job/JobPage.tsx'])({}, bundle);
    const code = (file: string) => (bundle[file] as Rollup.OutputChunk).code;
    expect(code('assets/index.js')).toBe(`${COMPILE_HINT}\nexport const a=()=>1;`);
    expect(code('assets/react.js').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(code('assets/JobPage.js').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(code('assets/AdminPage.js')).toBe('export const a=()=>1;');
    expect(code('assets/shared.js')).toBe('export const a=()=>1;');
    expect((bundle['assets/index.js'] as Rollup.OutputChunk).map?.mappings).toBe(';AAAA,CAAC');
    expect(JSON.parse(String((bundle['assets/index.js.map'] as Rollup.OutputAsset).source)).mappings).toBe(
      ';AAAA,CAAC',
    );
    expect((bundle['assets/AdminPage.js'] as Rollup.OutputChunk).map?.mappings).toBe('AAAA,CAAC');
  });
});
