import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/styles.ts';
import { createQueryClient } from './api/query-client.ts';
import { AppRoutes } from './app/AppRoutes.tsx';
import { Providers } from './app/Providers.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Rendered as a transition so React yields to the browser every few milliseconds instead of holding
// the main thread for the whole first render (one long task on a cheap phone).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers client={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
