import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from '../build/start-after-first-paint.ts';

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

  it('preloads the chunks wanted next, and what they import, only once the app has started and the browser is idle', () => {
    const script = /<script>(.*)<\/script>\s*<\/body>/s.exec(
      transform(BUILT, ['src/pages/job/JobPage.tsx'], BUNDLE),
    )?.[1];
    expect(script).toMatch(
      /import\("\/assets\/index-a\.js"\)\)\.then\(\(\)=>\(window\.requestIdleCallback\|\|setTimeout\)\(\(\)=>\["\/assets\/JobPage-d\.js","\/assets\/format-e\.js"\]/,
    );
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

  it('fails the build when a module to preload has no chunk of its own', () => {
    expect(() => transform(BUILT, ['src/pages/Gone.tsx'], BUNDLE)).toThrow(
      /no chunk is built from src\/pages\/Gone\.tsx/,
    );
  });

  it('refuses a page without an entry script rather than ship one that never starts', () => {
    expect(() => transform('<html><body></body></html>')).toThrow(/no entry script/);
  });
});
