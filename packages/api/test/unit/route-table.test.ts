import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@modern-jobs/domain/routes';
import { describe, expect, it } from 'vitest';

const handlerDir = join(import.meta.dirname, '../../src/handlers');
const modules = readdirSync(handlerDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''));

describe('route table and handlers', () => {
  it('has a handler module for every route', () => {
    expect(ROUTES.map((r) => r.handler).filter((h) => !modules.includes(h))).toEqual([]);
  });

  it('has a route for every handler module', () => {
    expect(modules.filter((m) => !ROUTES.some((r) => r.handler === m))).toEqual([]);
  });

  it('exports a handler from every module', async () => {
    for (const name of modules) {
      const module = (await import(join(handlerDir, `${name}.ts`))) as { handler?: unknown };
      expect(typeof module.handler, name).toBe('function');
    }
  });
});

describe('the README', () => {
  it('lists every route with its access level', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../../README.md'), 'utf8');
    // Table cells may be padded by the formatter; compare with spaces collapsed.
    const text = readme.replace(/ +/g, ' ');
    for (const route of ROUTES) expect(text).toContain(`| \`${route.method} ${route.path}\` | ${route.access} |`);
  });
});
