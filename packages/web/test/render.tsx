import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../src/api/query-client.ts';
import { Providers } from '../src/app/Providers.tsx';
import { routes } from '../src/app/router.tsx';

/** Renders the app at a path, with the real providers and routes. */
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

export function renderWithProviders(ui: ReactElement) {
  return render(<Providers client={createQueryClient()}>{ui}</Providers>);
}

/** Answers fetch calls by path; anything else is a 404 with a body, like the API. */
export function stubApi(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname in routes) return new Response(JSON.stringify(routes[url.pathname]), { status: 200 });
    return new Response('{"message":"Not Found"}', { status: 404, statusText: 'Not Found' });
  };
}
