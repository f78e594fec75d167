import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from '../build/start-after-first-paint.ts';

const BUILT = `<html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head><body><div id="root"><h1>Shell</h1></div></body></html>`;

function transform(html: string): string {
  const hook = startAfterFirstPaint().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

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

  it('refuses a page without an entry script rather than ship one that never starts', () => {
    expect(() => transform('<html><body></body></html>')).toThrow(/no entry script/);
  });
});
