import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MANTINE_VARIABLES_FILE, mantineVariablesCss } from '../build/mantine-variables.ts';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

const rules = (css: string) => css.replace(/\/\*.*?\*\//gs, '').replace(/\s+/g, '');

describe('the theme’s CSS variables, written at build time', () => {
  it('are exactly what MantineProvider writes when it computes them as the app starts', () => {
    const { container } = render(
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <span />
      </MantineProvider>,
      { container: document.head.appendChild(document.createElement('div')) },
    );
    const written = container.ownerDocument.querySelector('style[data-mantine-styles]')?.textContent ?? '';

    expect(written).toContain('--mantine-color-brand-8');
    expect(rules(mantineVariablesCss())).toBe(rules(written));
  });

  it('are in the stylesheet as the theme has them now (else: pnpm --filter @modern-jobs/web mantine-variables)', () => {
    // Compared rule for rule: the formatter lays the file out its own way.
    expect(rules(readFileSync(MANTINE_VARIABLES_FILE, 'utf8'))).toBe(rules(mantineVariablesCss()));
  });
});
