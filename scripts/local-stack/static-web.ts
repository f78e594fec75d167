import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes, PAGE_SECURITY_HEADERS } from '@modern-jobs/domain/web-security';
import { webRoot } from '../lib/paths.ts';

const compress = promisify(brotliCompress);

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
  const dist = join(webRoot, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('No production build; run: pnpm --filter @modern-jobs/web build');
  // Compressed once, off the event loop, as soon as the server exists: brotli at its best quality
  // takes about a second for the app's entry, which would otherwise stall the first visit measured.
  const compressed = new Map<string, Promise<Buffer>>();
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isFile() && isText(file)) compressed.set(file, compress(readFileSync(file)));
  }
  const scriptHashes = inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8'));
  // Uploads go to the S3 stand-in through this same origin, so 'self' covers them.
  const securityHeaders = {
    ...PAGE_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes }),
  };
  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dist, path);
    const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    const target = isFile ? file : join(dist, 'index.html');
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const brotli = /\bbr\b/.test(String(req.headers['accept-encoding'])) ? compressed.get(target) : undefined;
    res.writeHead(200, {
      ...securityHeaders,
      'Content-Type': type,
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(brotli ? { 'Content-Encoding': 'br', Vary: 'Accept-Encoding' } : {}),
    });
    res.end(brotli ? await brotli : readFileSync(target));
  };
}

/** What is sent compressed; source maps are fetched only by developer tools. */
const isText = (file: string) => /text|svg/.test(TYPES[extname(file)] ?? '');
