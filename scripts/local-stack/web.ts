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
    close: () => vite.close(),
  };
}
