import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes, PAGE_SECURITY_HEADERS } from '@modern-jobs/domain/web-security';
import { webRoot } from '../lib/paths.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/**
 * Serves the production build (packages/web/dist) as CloudFront will: compressed (brotli), hashed
 * assets cached for a year, every other path answered with index.html, under the same security
 * headers (CSP included) as infra gives CloudFront. For benchmarks of what users really download.
 */
export function createStaticWeb() {
  const compressed = new Map<string, Buffer>();
  const brotli = (file: string) => {
    let body = compressed.get(file);
    if (!body) {
      body = brotliCompressSync(readFileSync(file));
      compressed.set(file, body);
    }
    return body;
  };
  const dist = join(webRoot, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('No production build; run: pnpm --filter @modern-jobs/web build');
  const scriptHashes = inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8'));
  // Uploads go to the S3 stand-in through this same origin, so 'self' covers them.
  const securityHeaders = {
    ...PAGE_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes }),
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dist, path);
    const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    const target = isFile ? file : join(dist, 'index.html');
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const compress = /text|json|svg/.test(type) && /\bbr\b/.test(String(req.headers['accept-encoding']));
    res.writeHead(200, {
      ...securityHeaders,
      'Content-Type': type,
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compress ? { 'Content-Encoding': 'br', Vary: 'Accept-Encoding' } : {}),
    });
    res.end(compress ? brotli(target) : readFileSync(target));
  };
}
