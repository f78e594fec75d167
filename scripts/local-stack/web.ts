import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createServer } from 'vite';
import { webRoot } from '../lib/paths.ts';

/** Vite's dev server as middleware on the stack's own server, so the app and API share one origin. */
export async function createWebDevServer(httpServer: Server) {
  const vite = await createServer({
    configFile: join(webRoot, 'vite.config.ts'),
    root: webRoot,
    appType: 'spa',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  return {
    listener: vite.middlewares,
    /** index.html as Vite serves it (its client and React's refresh), for the pages the API renders. */
    template: async (url: string) => vite.transformIndexHtml(url, await readFile(join(webRoot, 'index.html'), 'utf8')),
    close: () => vite.close(),
  };
}
