import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadTexts } from '../src/i18n/texts.ts';

// As index.html does for a visitor on an Urdu URL, the catalog is loaded before anything renders.
await loadTexts('ur');

// The home page's jobs section and more filters load as chunks of their own and render their data
// as a transition: more steps before a card shows, and the first file to render them transforms
// those chunks for every file after it. On a 2-core machine running npm test's other steps, that
// took over 5 s (two Urdu home tests, 2026-11-28); a wait only lasts that long when it would fail.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these; Mantine reads them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
// jsdom does not lay out, so it has no scrolling either.
Element.prototype.scrollIntoView ??= () => undefined;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store; one test's must not show in the next.
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Most files share one document and module graph (vite.config.ts, test.projects): each starts from
// a blank page, as it would in a jsdom of its own.
beforeAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as test/render.tsx sets it.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
