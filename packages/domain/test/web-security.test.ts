import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScripts } from '../src/web-security.ts';

describe('inlineScripts', () => {
  it('finds executable inline scripts and skips external ones and data blocks', () => {
    const html = `<head><script>one()</script><script type="module" src="/a.js"></script>
      <script type="application/ld+json">{"@type":"JobPosting"}</script><SCRIPT type="module">two()</SCRIPT></head>`;

    expect(inlineScripts(html)).toEqual(['one()', 'two()']);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only its own scripts plus the hashed inline ones, and no framing', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ['abc='], connectSources: ['https://b.s3.amazonaws.com'] });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://b.s3.amazonaws.com']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
  });
});
