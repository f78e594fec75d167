import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

export const S3_PROXY_PATH = '/_s3';

/** Passes a request on to another local server, e.g. s3rver, under a path prefix of ours. */
function forward(target: string, strip: string): Listener {
  const base = new URL(target);
  return (req, res) => {
    const upstream = request(
      {
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: (req.url ?? '/').slice(strip.length) || '/',
        headers: { ...req.headers, host: base.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
}

const startsWith = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * One origin for the whole product, as CloudFront gives in production: /api and /objects go to the
 * API, /oidc to the sign-in provider, /_s3 to the S3 stand-in, everything else to the web app.
 */
export function createFrontServer(routes: { api: Listener; oidc: Listener; s3Endpoint: string }): {
  server: Server;
  setWeb(listener: Listener): void;
} {
  const s3 = forward(routes.s3Endpoint, S3_PROXY_PATH);
  let web: Listener = (_req, res) => {
    res.writeHead(503);
    res.end('Starting...');
  };
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (startsWith(url, '/api') || url.startsWith('/objects/')) return routes.api(req, res);
    if (startsWith(url, '/oidc')) return routes.oidc(req, res);
    if (url.startsWith(`${S3_PROXY_PATH}/`)) return s3(req, res);
    return web(req, res);
  });
  return {
    server,
    setWeb: (listener) => {
      web = listener;
    },
  };
}
