import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** Every module `file` imports, itself included, followed through relative imports. */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, from] of text.matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gms))
    if (from?.startsWith('.')) importsOf(join(dirname(file), from), seen);
    else if (from) seen.add(from);
  return seen;
}

// The web reads these as a screen renders (a job's trust panel, the profile's later parts); a zod
// import anywhere below them would bring zod and the domain's schemas (one shared chunk of the web's
// build) onto that screen, built before it shows, where the web loads them only when a form is checked.
describe('modules the web reads without zod', () => {
  it.each(['profiles/limits.ts', 'trust/needs-recruiter.ts'])('%s imports no zod, directly or not', (module) => {
    const imports = [...importsOf(join(src, module))];
    expect(imports.filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    expect(imports.filter((name) => name.endsWith('schemas.ts') || name.includes('/schemas/'))).toEqual([]);
  });
});
