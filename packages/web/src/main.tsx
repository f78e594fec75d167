import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/styles.ts';
import { createQueryClient } from './api/query-client.ts';
import { AppRoutes, prefetchRoutes } from './app/AppRoutes.tsx';
import { Providers } from './app/Providers.tsx';
import { prefetchToasts } from './app/toast.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <Providers client={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);

prefetchToasts();
prefetchRoutes();
