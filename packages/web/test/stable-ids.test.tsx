import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from '../build/mantine-use-id.ts';
import { MANTINE_USE_ID, STABLE_USE_ID, stableIds } from '../build/stable-ids.ts';

/** @mantine/hooks' own module, as the bundler resolves it from Mantine's components. */
const mantineModule = join(
  import.meta.dirname,
  '..',
  'node_modules',
  '@mantine',
  'hooks',
  'esm',
  'use-id',
  'use-id.mjs',
);
type Load = (id: string) => string | null;
const load = stableIds().load as unknown as Load;

describe('stableIds', () => {
  it("takes the place of Mantine's useId module, and of nothing else", () => {
    expect(existsSync(mantineModule)).toBe(true);
    expect(load(mantineModule)).toBe(STABLE_USE_ID);
    expect(load(`${mantineModule}?v=1`)).toBe(STABLE_USE_ID);
    expect(load(mantineModule.replace('use-id.mjs', 'use-id.mjs.map'))).toBeNull();
    expect(load(join(mantineModule, '..', '..', 'use-reduced-motion', 'use-reduced-motion.mjs'))).toBeNull();
    expect(MANTINE_USE_ID.test('/app/src/main.tsx')).toBe(false);
  });

  it('exports what the module it replaces exports, from a module that exists', () => {
    expect(/export \{[^}]*\bas useId\b[^}]*\}/.test(readFileSync(mantineModule, 'utf8'))).toBe(true);
    const from = /from ("[^"]+")/.exec(STABLE_USE_ID)?.[1];
    expect(existsSync(JSON.parse(from ?? '""'))).toBe(true);
    expect(STABLE_USE_ID).toMatch(/^export \{ useId \} from /);
  });
});

/** Every id a Field rendered with, one per render. */
const renders: string[] = [];
function Field({ id, label }: { id?: string; label: string }) {
  const given = useId(id);
  renders.push(given);
  return <input id={given} aria-label={label} />;
}

describe("the build's useId for Mantine", () => {
  it('gives each component its own id from its first render, renders it once, and keeps a given id', () => {
    renders.length = 0;
    render(
      <>
        <Field label="first" />
        <Field label="second" />
        <Field label="named" id="city" />
      </>,
    );
    const first = screen.getByLabelText('first').id;
    const second = screen.getByLabelText('second').id;
    expect(first).toMatch(/^mantine-\S+$/);
    expect(second).not.toBe(first);
    expect(screen.getByLabelText('named').id).toBe('city');
    // Mantine's own set a random id after mounting, rendering every component a second time.
    expect(renders).toEqual([first, second, 'city']);
  });
});
