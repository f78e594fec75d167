import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en, type MessageKey, preferredLocale, UR_PROFILE } from '@modern-jobs/domain';
import { ur } from '@modern-jobs/domain/i18n/ur';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobsSearchParams } from '../src/api/jobs.ts';

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
  // index.html's head as parsed (its scripts do not run when inserted this way).
  document.head.innerHTML = page.head.innerHTML;
  new Function(chooseLanguage)();
  return {
    path: `${window.location.pathname}${window.location.search}${window.location.hash}`,
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
      // The profile's words are a part of their own in Urdu (the profile's title and introduction).
      const catalog: Readonly<Record<string, string>> = element.lang === 'ur' ? { ...ur, ...UR_PROFILE } : en;
      expect(element.textContent, key).toBe(catalog[key]);
    }
  });

  it("writes the head's title and description as the catalogs do, in both languages", () => {
    const description = page.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(description?.content).toBe(en['site.description']);
    expect(description?.dataset.ur).toBe(ur['site.description']);
    const title = page.head.querySelector('title');
    expect(title?.textContent).toBe(en['site.title']);
    expect(title?.dataset.ur).toBe(ur['site.title']);
  });

  it('puts an Urdu URL in Urdu, right to left, with its title and description, and leaves it where it is', () => {
    expect(visit('/ur/job/1#apply')).toEqual({ path: '/ur/job/1#apply', lang: 'ur', dir: 'rtl' });
    expect(document.title).toBe(ur['site.title']);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      ur['site.description'],
    );
    expect(visit('/ur/')).toEqual({ path: '/ur/', lang: 'ur', dir: 'rtl' });
  });

  it("draws Urdu with one set of local faces, the shell's, which the app's stylesheet uses too", () => {
    const css = readFileSync(join(import.meta.dirname, '..', 'src', 'app', 'global.css'), 'utf8');
    const face = /@font-face\s*\{([^}]*)\}/.exec(html)?.[1] ?? '';
    expect(face).toMatch(/font-family: "Urdu";/);
    expect(face).toMatch(/src: local\("Noto Nastaliq Urdu"\)/);
    expect(face).not.toMatch(/url\(/);
    // Declared once: a second rule has the browser look up every local() name again.
    expect(css).not.toMatch(/@font-face/);
    const shellStack = /html\[lang="ur"\] body \{ font-family: ([^;]*);/.exec(html)?.[1];
    const appStack = /:root:lang\(ur\) \{[^}]*--mantine-font-family: ([^;]*);/.exec(css)?.[1];
    expect(shellStack).toBe('"Urdu", system-ui, sans-serif');
    expect(appStack).toBe(shellStack);
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

  it('never moves the admin panel, nor puts it in Urdu', () => {
    expect(visit('/admin', { cookie: 'lang=ur', languages: ['ur-PK'] })).toEqual({
      path: '/admin',
      lang: 'en',
      dir: null,
    });
  });
  /**
   * The body's inline script run on a path, with a stand-in for the browser's paint timing: what it
   * asked for before the first paint, once the page has painted, and a second later.
   */
  function shellAsks(path: string) {
    window.history.replaceState(null, '', path);
    document.head.innerHTML = '';
    document.body.innerHTML = '<section id="shell-hero"></section><section id="shell-profile" hidden></section>';
    let painted: () => void = () => undefined;
    class PaintObserver {
      constructor(callback: () => void) {
        painted = callback;
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.useFakeTimers();
    const asked = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
        (link) => `${link.as} ${link.crossOrigin} ${link.getAttribute('href')}`,
      );
    try {
      new Function(page.body.querySelector('script:not([src])')?.textContent ?? '')();
      const beforePaint = asked();
      painted();
      const afterPaint = asked();
      vi.advanceTimersByTime(1000);
      return {
        beforePaint,
        afterPaint,
        later: asked(),
        hero: document.getElementById('shell-hero') !== null,
        profile: document.getElementById('shell-profile')?.hidden === false,
      };
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      document.body.innerHTML = '';
    }
  }

  it("asks for the home page's first page of jobs, as the app will, once the shell has painted and only once", () => {
    const first = (query: string) =>
      `fetch use-credentials /api/jobs?${jobsSearchParams(Object.fromEntries(new URLSearchParams(query)))}`;
    expect(shellAsks('/')).toEqual({
      beforePaint: [],
      afterPaint: [first('')],
      later: [first('')],
      hero: true,
      profile: false,
    });
    expect(shellAsks('/ur/').afterPaint).toEqual([first('')]);
    expect(shellAsks('/?q=welder&city=lahore').afterPaint).toEqual([first('q=welder&city=lahore')]);
    // Another page has no hero and no list.
    expect(shellAsks('/job/7')).toEqual({ beforePaint: [], afterPaint: [], later: [], hero: false, profile: false });
  });

  it("shows the profile's title and introduction on /profile only, in place of the hero", () => {
    for (const path of ['/profile', '/ur/profile'])
      expect(shellAsks(path), path).toEqual({ beforePaint: [], afterPaint: [], later: [], hero: false, profile: true });
    expect(shellAsks('/dashboard').profile).toBe(false);
  });
});
