import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingSplash } from '../src/components/loading-splash/LoadingSplash.tsx';
import { normalized } from './normalized-dom.ts';
import { renderAt, renderWithProviders, stubApi } from './render.tsx';

describe('pages', () => {
  it('shows the 404 page with its two texts for an unknown path', () => {
    stubApi({});

    renderAt('/no/such/page');

    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('shows the splash text while loading', () => {
    renderWithProviders(<LoadingSplash />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your experience...');
  });

  it("draws the splash's loader as Mantine's Loader draws it", () => {
    const splash = renderWithProviders(<LoadingSplash />);
    const mantine = renderWithProviders(<Loader color="brand" />);
    const ours = splash.getByRole('status').firstElementChild;
    expect(ours?.tagName).toBe('SPAN');
    expect(normalized(ours as Element)).toBe(normalized(mantine.container.firstElementChild as Element));
  });
});
