import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en, type MessageKey, preferredLocale } from '@modern-jobs/domain';
import { ur } from '@modern-jobs/domain/i18n/ur';
import { afterEach, describe, expect, it } from 'vitest';

const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const page = new DOMParser().parseFromString(html, 'text/html');

/** The head's inline script that picks the page's language before the first paint. */
const chooseLanguage = page.head.querySelector('script:not([src])')?.textContent ?? '';

function visit(path: string, { cookie = '', languages = ['en-US'] }: { cookie?: string; languages?: string[] } = {}) {
  window.history.replaceState(null, '', path);
  // The script reads document.cookie, as a browser's first paint does; jsdom has no Cookie Store.
  for (const name of document.cookie.split(/;\s*/).map((c) => c.split('=')[0])) {
    // biome-ignore lint/suspicious/noDocumentCookie: what the script under test reads
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: what the script under test reads
  if (cookie) document.cookie = `${cookie}; path=/`;
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
  new Function(chooseLanguage)();
  return {
    path: `${window.location.pathname}${window.location.search}`,
    lang: document.documentElement.lang,
    dir: document.documentElement.getAttribute('dir'),
  };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
});

describe('index.html', () => {
  it("writes the static shell's texts as the catalogs do, in both languages", () => {
    const shown = [...page.querySelectorAll<HTMLElement>('[data-t]')];
    expect(shown.length).toBeGreaterThanOrEqual(6);
    for (const element of shown) {
      const key = element.dataset.t as MessageKey;
      const catalog = element.lang === 'ur' ? ur : en;
      expect(element.textContent, key).toBe(catalog[key]);
    }
  });

  it('puts an Urdu URL in Urdu, right to left, and leaves it where it is', () => {
    expect(visit('/ur/job/1')).toEqual({ path: '/ur/job/1', lang: 'ur', dir: 'rtl' });
    expect(visit('/ur/')).toEqual({ path: '/ur/', lang: 'ur', dir: 'rtl' });
  });

  it("follows a first visit's browser languages as preferredLocale does, with no loop", () => {
    for (const languages of [['ur-PK', 'en'], ['en-GB', 'ur'], ['fr', 'ur'], ['pa-PK']]) {
      const wanted = preferredLocale(languages);
      const first = visit('/job/7?ref=wa', { languages });
      expect(first.lang, languages.join()).toBe(wanted);
      expect(first.path).toBe(wanted === 'ur' ? '/ur/job/7?ref=wa' : '/job/7?ref=wa');
      // The next load of where it landed stays there.
      expect(visit(first.path, { languages }).path).toBe(first.path);
    }
  });

  it("prefers the visitor's choice (the lang cookie) to the browser's languages", () => {
    expect(visit('/', { cookie: 'lang=en', languages: ['ur-PK'] })).toEqual({ path: '/', lang: 'en', dir: null });
    expect(visit('/', { cookie: 'lang=ur', languages: ['en-US'] })).toEqual({ path: '/ur/', lang: 'ur', dir: 'rtl' });
  });

  it('never moves the admin panel', () => {
    expect(visit('/admin', { cookie: 'lang=ur', languages: ['ur-PK'] }).path).toBe('/admin');
  });
});
