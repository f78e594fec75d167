import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MANTINE_CSS_VARIABLES, NO_CSS_VARIABLES, noRuntimeCssVariables } from '../build/no-runtime-css-variables.ts';
import { createQueryClient } from '../src/api/query-client.ts';
import { Providers } from '../src/app/Providers.tsx';

/** Mantine's own module, as the bundler resolves it from MantineProvider. */
const mantineModule = join(
  import.meta.dirname,
  '..',
  'node_modules',
  '@mantine',
  'core',
  'esm',
  'core',
  'MantineProvider',
  'MantineCssVariables',
  'MantineCssVariables.mjs',
);
type Load = (id: string) => string | null;
const load = noRuntimeCssVariables().load as unknown as Load;

describe('noRuntimeCssVariables', () => {
  it("takes the place of Mantine's CSS variables component, and of nothing else", () => {
    expect(existsSync(mantineModule)).toBe(true);
    expect(MANTINE_CSS_VARIABLES.test(mantineModule)).toBe(true);
    expect(load(mantineModule)).toBe(NO_CSS_VARIABLES);
    expect(load(join(dirname(mantineModule), 'remove-default-variables.mjs'))).toBeNull();
    expect(load('/app/src/main.tsx')).toBeNull();
  });

  it('exports what the module it replaces exports', () => {
    const exportsOf = (code: string) => /export \{([^}]*)\}/.exec(code)?.[1]?.trim();
    expect(exportsOf(NO_CSS_VARIABLES)).toBe(exportsOf(readFileSync(mantineModule, 'utf8')));
  });

  it('is safe because the app never asks Mantine to write the variables, nor its global classes', () => {
    render(
      <Providers client={createQueryClient()}>
        <span />
      </Providers>,
    );
    expect(document.querySelector('style[data-mantine-styles]')).toBeNull();
  });
});
