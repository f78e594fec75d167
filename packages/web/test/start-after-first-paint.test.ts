import { describe, expect, it } from 'vitest';
import { PRELOADS_PER_TASK, startAfterFirstPaint } from '../build/start-after-first-paint.ts';

const BUILT = `<html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head><body><div id="root"><h1>Shell</h1></div></body></html>`;

type Hook = { handler: (html: string, context: { bundle?: Record<string, unknown> }) => string };
function transform(
  html: string,
  prefetch: string[] = [],
  bundle?: Record<string, unknown>,
  preload: Record<string, string[]> = {},
): string {
  return (startAfterFirstPaint({ prefetch, preload }).transformIndexHtml as Hook).handler(html, { bundle });
}
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
});
const BUNDLE = {
  'assets/index-a.js': chunk('assets/index-a.js', '/app/index.html', ['assets/vendor-b.js']),
  'assets/vendor-b.js': chunk('assets/vendor-b.js', null),
  'assets/JobPage-d.js': chunk('assets/JobPage-d.js', '/app/src/pages/job/JobPage.tsx', [
    'assets/vendor-b.js',
    'assets/format-e.js',
  ]),
  'assets/format-e.js': chunk('assets/format-e.js', '/app/src/format.ts'),
};

describe('startAfterFirstPaint', () => {
  it('leaves nothing in the head that could hold back the first paint', () => {
    const html = transform(BUILT);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);
    expect(html).toContain('<h1>Shell</h1>');
  });

  it('asks for every script and stylesheet after the first paint, and starts the app once styled', () => {
    const script = /<script>(.*)<\/script>\s*<\/body>/s.exec(transform(BUILT))?.[1] ?? '';
    expect(script).toContain('observe({type:"paint",buffered:true})');
    expect(script).toContain('["/assets/index-a.js","/assets/vendor-b.js"]');
    expect(script).toContain('["/assets/index-c.css"]');
    expect(script).toMatch(/\.then\(\(\)=>import\("\/assets\/index-a\.js"\)\)/);
  });

  it("runs the entry's imports (React's chunk) one at a time before the entry, each a task of its own", async () => {
    const script = /<script>(.*)<\/script>\s*<\/body>/s.exec(transform(BUILT))?.[1] ?? '';
    const document = {
      createElement: () => ({}) as { onload?: () => void },
      head: { append: (l: { onload?: () => void }) => setTimeout(() => l.onload?.(), 0) },
    };
    const ran: string[] = [];
    const pending: Array<() => void> = [];
    // A stand-in for import(): the module runs when the test lets it, as a task of the browser would.
    const load = (href: string) =>
      new Promise<void>((resolve) =>
        pending.push(() => {
          ran.push(href);
          resolve();
        }),
      );
    const run = new Function(
      'document',
      'location',
      'PerformanceObserver',
      'setTimeout',
      'load',
      script.replace(/\bimport\(/g, 'load('),
    );
    run(document, { pathname: '/' }, undefined, (start: () => void) => start(), load);
    const next = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(pending).toHaveLength(1);
      pending.shift()?.();
    };
    await next();
    await next();
    expect(ran).toEqual(['/assets/vendor-b.js', '/assets/index-a.js']);
  });

  it('preloads the chunks wanted next, and what they import, only once the app has started and the browser is idle, one per idle callback', async () => {
    const html = transform(BUILT, ['src/pages/job/JobPage.tsx'], BUNDLE);
    const script = /<script>(.*)<\/script>\s*<\/body>/s.exec(html)?.[1] ?? '';
    const asked: string[] = [];
    const idle: Array<() => void> = [];
    const link = () => ({}) as { rel?: string; href?: string; onload?: () => void };
    const document = {
      createElement: link,
      head: {
        append: (l: ReturnType<typeof link>) => {
          if (l.rel === 'modulepreload') asked.push(l.href ?? '');
          // Loaded once the script has set its handler, as a browser would.
          setTimeout(() => l.onload?.(), 0);
        },
      },
    };
    const window = { requestIdleCallback: (callback: () => void) => idle.push(callback) };
    // The app's entry is imported once the stylesheet is in; here it is a promise that resolves.
    const run = new Function(
      'document',
      'location',
      'PerformanceObserver',
      'setTimeout',
      'window',
      'load',
      script.replace(/\bimport\(/g, 'load('),
    );
    run(
      document,
      { pathname: '/job/1' },
      undefined,
      (start: () => void) => start(),
      window,
      () => Promise.resolve(),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    const atStart = [...asked];
    expect(atStart).not.toContain('/assets/JobPage-d.js');
    const later: string[][] = [];
    while (idle.length > 0) {
      const before = asked.length;
      idle.shift()?.();
      later.push(asked.slice(before));
    }
    expect(later.filter((step) => step.length > 0)).toEqual([['/assets/JobPage-d.js'], ['/assets/format-e.js']]);
  });

  /** The scripts the start script asks for at once on a page: it runs with a stand-in document. */
  function preloadedOn(html: string, pathname: string): string[] {
    const script = /<script>(.*)<\/script>\s*<\/body>/s.exec(html)?.[1] ?? '';
    const asked: string[] = [];
    const document = {
      createElement: () => ({}) as { rel?: string; href?: string },
      head: {
        append: (link: { rel?: string; href?: string }) => link.rel === 'modulepreload' && asked.push(link.href ?? ''),
      },
    };
    const run = new Function('document', 'location', 'PerformanceObserver', 'setTimeout', script);
    run(document, { pathname }, undefined, (start: () => void) => start());
    return asked;
  }

  it("asks for a page's own on-demand chunks with the app, on that page only, or on every page a prefix covers", () => {
    const html = transform(BUILT, [], BUNDLE, {
      '/': ['src/pages/job/JobPage.tsx'],
      '/ur/*': ['src/pages/job/JobPage.tsx'],
    });
    const own = ['/assets/JobPage-d.js', '/assets/format-e.js'];
    expect(preloadedOn(html, '/')).toEqual(expect.arrayContaining(own));
    expect(preloadedOn(html, '/job/1')).not.toEqual(expect.arrayContaining(own));
    expect(preloadedOn(html, '/ur/job/1')).toEqual(expect.arrayContaining(own));
    expect(preloadedOn(html, '/urdu')).not.toEqual(expect.arrayContaining(own));
  });

  it('asks for a few scripts per task, the app’s own and its stylesheet in the first', () => {
    const many = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [
        `assets/part-${i}.js`,
        chunk(`assets/part-${i}.js`, `/app/src/part-${i}.ts`),
      ]),
    );
    const html = transform(
      BUILT,
      [],
      { ...BUNDLE, ...many },
      { '/': Object.keys(many).map((_, i) => `src/part-${i}.ts`) },
    );
    const script = /<script>(.*)<\/script>\s*<\/body>/s.exec(html)?.[1] ?? '';
    const tasks: string[][] = [[]];
    const document = {
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { append: (link: { rel?: string; href?: string }) => tasks.at(-1)?.push(link.href ?? '') },
    };
    const later: Array<() => void> = [];
    const run = new Function('document', 'location', 'PerformanceObserver', 'setTimeout', script);
    // The first call is the start itself (the paint observer is missing here); later ones are tasks.
    let started = false;
    run(document, { pathname: '/' }, undefined, (next: () => void) => {
      if (started) later.push(next);
      else {
        started = true;
        next();
      }
    });
    while (later.length > 0) {
      tasks.push([]);
      later.shift()?.();
    }
    expect(tasks[0]).toEqual([
      '/assets/index-a.js',
      '/assets/vendor-b.js',
      '/assets/part-0.js',
      '/assets/part-1.js',
      '/assets/index-c.css',
    ]);
    expect(tasks.slice(1)).toEqual([
      ['/assets/part-2.js', '/assets/part-3.js', '/assets/part-4.js', '/assets/part-5.js'],
      ['/assets/part-6.js', '/assets/part-7.js', '/assets/part-8.js'],
    ]);
    expect(PRELOADS_PER_TASK).toBe(4);
  });

  it('fails the build when a module to preload has no chunk of its own', () => {
    expect(() => transform(BUILT, ['src/pages/Gone.tsx'], BUNDLE)).toThrow(
      /no chunk is built from src\/pages\/Gone\.tsx/,
    );
  });

  it('refuses a page without an entry script rather than ship one that never starts', () => {
    expect(() => transform('<html><body></body></html>')).toThrow(/no entry script/);
  });
});
