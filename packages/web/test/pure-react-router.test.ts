import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pureReactRouter } from '../build/pure-react-router.ts';

/** react-router's production modules, as the build resolves them. */
const lib = join(import.meta.dirname, '..', 'node_modules', 'react-router', 'dist', 'production', 'lib');
const DOM = join(lib, 'dom', 'lib.js');
const CONTEXTS = join(lib, 'context.js');

const plugin = pureReactRouter();
const { filter, handler } = plugin.transform as unknown as {
  filter: { id: RegExp };
  handler: (code: string) => { code: string; map: { mappings: string } } | null;
};
const edit = (file: string) => handler(readFileSync(file, 'utf8'))?.code ?? '';

describe('pureReactRouter', () => {
  it("marks the components react-router's DOM module makes (Link, NavLink, Form) pure, and drops their developer-tools names", () => {
    const code = edit(DOM);
    for (const name of ['Link', 'NavLink', 'Form'])
      expect(code).toMatch(new RegExp(`const ${name} = /\\* @__PURE__ \\*/ React\\$1\\.forwardRef\\(`));
    expect(code).not.toMatch(/^\w+\.displayName = /m);
  });

  it('does the same to its contexts', () => {
    const code = edit(CONTEXTS);
    expect(code).toContain('const NavigationContext = /* @__PURE__ */ React$1.createContext(null);');
    expect(code).not.toContain('.displayName');
  });

  it('changes nothing else: without the marks and the names, the module is as published', () => {
    for (const file of [DOM, CONTEXTS]) {
      const original = readFileSync(file, 'utf8');
      const edited = edit(file).replace(/\/\* @__PURE__ \*\/ (?=React\$1\.(forwardRef|createContext|memo)\()/g, '');
      expect(edited).toBe(original.replace(/^[\w$]+\.displayName = "[^"\n]*";\n/gm, ''));
      expect(edited.length).toBeLessThan(original.length);
    }
  });

  it("edits react-router's production modules only", () => {
    expect(filter.id.test(DOM)).toBe(true);
    expect(filter.id.test(DOM.replace('production', 'development'))).toBe(false);
    expect(filter.id.test('/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe(false);
    expect(filter.id.test('/repo/packages/web/src/components/link/Link.tsx')).toBe(false);
  });

  it('leaves a module without such statements alone', () => {
    expect(handler('export const a = () => 1;\n')).toBeNull();
  });
});
