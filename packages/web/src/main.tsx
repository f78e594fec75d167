import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/styles.ts';
import { localeOfPath, SERVER_HEAD_ATTRIBUTE } from '@modern-jobs/domain';
import { seedSignedOut } from './api/auth.ts';
import { seedFromPage } from './api/page-data.ts';
import { createQueryClient } from './api/query-client.ts';
import { AppRoutes } from './app/AppRoutes.tsx';
import { Providers } from './app/Providers.tsx';
import { I18nProvider } from './i18n/I18nProvider.tsx';
import { loadTexts } from './i18n/texts.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// An Urdu page's catalog came with the app (index.html); starting once it is here means the first
// render is already in Urdu, with no English flash. (A then, not a top-level await: that would make
// every module the entry imports asynchronous, and the bundler then keeps code it would drop.)
// The start itself is a task of its own (setTimeout), not a microtask of the one that evaluated the
// app's script: that task is already the longest of the start, and the phone then gets a turn between.
void loadTexts(localeOfPath(window.location.pathname)).then(() => setTimeout(() => start(root), 0));

function start(root: HTMLElement) {
  const client = createQueryClient();
  seedFromPage(client, document);
  seedSignedOut(client);
  // The head a page's first HTML came with (the API's pages/render-page.ts, or index.html's own
  // description): the app writes its own, each page its description, so there is never a second.
  for (const element of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}], meta[name="description"]`))
    element.remove();
  // Rendered as a transition so React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole first render (one long task on a cheap phone).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers client={client}>
          <BrowserRouter>
            <I18nProvider>
              <AppRoutes />
            </I18nProvider>
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  );
}
