import MagicString, { Bundle } from 'magic-string';
import { describe, expect, it } from 'vitest';
import { decodeMappings, packageOf, textBySource } from '../build/initial-modules.ts';

describe('the initial modules listing', () => {
  it('decodes source map segments: columns per line, sources across the map', () => {
    // Line 1: column 0 of source 0, column 4 of source 1. Line 2: column 2 of source 1, then a
    // segment with no source at column 5.
    expect(decodeMappings('AAAA,ICAA;EAAA,G')).toEqual([
      [
        [0, 0],
        [4, 1],
      ],
      [
        [2, 1],
        [5, undefined],
      ],
    ]);
    expect(decodeMappings('gBAAA')).toEqual([[[16, 0]]]);
  });

  it("gives each source module its text of a chunk, as the chunk's source map places it", () => {
    const bundle = new Bundle({ separator: '\n' });
    bundle.addSource({
      filename: 'node_modules/react-dom/client.js',
      content: new MagicString('var dom=1;\nvar root=2;'),
    });
    bundle.addSource({ filename: 'src/main.tsx', content: new MagicString('start(dom,root);') });
    const code = bundle.toString();
    const map = bundle.generateMap({ hires: true, includeContent: false });

    const parts = textBySource(code, map);
    expect(parts.get('node_modules/react-dom/client.js')).toBe('var dom=1;var root=2;');
    expect(parts.get('src/main.tsx')).toBe('start(dom,root);');
  });

  it('names a module by its package, or the app folder it is in', () => {
    expect(packageOf('node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/x.js')).toBe(
      'react-dom',
    );
    expect(packageOf('node_modules/.pnpm/@mantine+core@9.7.3/node_modules/@mantine/core/esm/Box.mjs')).toBe(
      '@mantine/core',
    );
    expect(packageOf('src/pages/home/Hero.tsx')).toBe('src/pages/home');
  });
});
