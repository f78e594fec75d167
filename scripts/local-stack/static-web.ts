import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
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
 * Serves the production build (packages/web/dist) as CloudFront will: hashed assets cached for a
 * year, every other path answered with index.html. For benchmarks of what users really download.
 */
export function createStaticWeb() {
  const dist = join(webRoot, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('No production build; run: pnpm --filter @modern-jobs/web build');
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dist, path);
    const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    const target = isFile ? file : join(dist, 'index.html');
    res.writeHead(200, {
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(target).pipe(res);
  };
}
