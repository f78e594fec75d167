import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingSplash } from '../src/components/loading-splash/LoadingSplash.tsx';
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
});
