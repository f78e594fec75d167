import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { matchRoute } from '@modern-jobs/domain/routes';
import { isEdgeCacheControl, VIEWER_CACHE_CONTROL } from '@modern-jobs/domain/web-security';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The query parameters of a SigV4 presigned URL; S3 requests without them are not ours to pass on. */
const PRESIGNED = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-Signature'];

/**
 * Passes presigned requests on to s3rver, path and Host header untouched, so that s3rver checks the
 * signature the API made for this origin, and its expiry. Anything else (listing the bucket, a
 * request someone made up) is refused here: without this, anyone who reaches the port could read
 * every CV. Answers carry nosniff, as CloudFront's do.
 */
function forwardPresigned(target: string): Listener {
  const base = new URL(target);
  return (req, res) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    if (!PRESIGNED.every((name) => query.has(name))) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Only presigned requests reach the local S3 stand-in\n');
      return;
    }
    const upstream = request(
      { hostname: base.hostname, port: base.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-content-type-options': 'nosniff' });
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

/** Passes a request on to a local server as it came: method, path, headers and body. */
function forward(target: string): Listener {
  const base = new URL(target);
  return (req, res) => {
    const upstream = request(
      { hostname: base.hostname, port: base.port, method: req.method, path: req.url, headers: req.headers },
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

/** Passes a WebSocket upgrade on to a local server (the inbox's live updates), bytes both ways. */
function forwardUpgrade(target: string) {
  const base = new URL(target);
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const upstream = connect(Number(base.port), base.hostname, () => {
      const headers = Object.entries(req.headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value ?? '']).map((v) => `${name}: ${v}\r\n`),
      );
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('')}\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  };
}

/** A page the API renders (the route table's pages: a job's), as CloudFront's page behaviours send them. */
function isApiPage(method: string | undefined, url: string): boolean {
  const match = matchRoute(method ?? 'GET', url.split('?')[0] ?? url);
  return match !== null && 'route' in match && match.route.page;
}

/**
 * As CloudFront's response headers do for the answers it keeps: browsers get no-cache in place of the
 * origin's edge directives (s-maxage, stale-while-revalidate), so they always ask again.
 */
function viewerCacheControl(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, unknown>) => ServerResponse;
  res.writeHead = ((status: number, headers?: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(headers ?? {}))
      if (name.toLowerCase() === 'cache-control' && isEdgeCacheControl(String(value)))
        (headers as Record<string, unknown>)[name] = VIEWER_CACHE_CONTROL;
    const set = res.getHeader('cache-control');
    if (set !== undefined && isEdgeCacheControl(String(set))) res.setHeader('cache-control', VIEWER_CACHE_CONTROL);
    return writeHead(status, headers);
  }) as ServerResponse['writeHead'];
}

const startsWith = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * One origin for the whole product, as CloudFront gives in production: /api, /objects and the pages
 * the API renders go to the API, /oidc to the sign-in provider, /pay to the payment gateways' stand-ins
 * (local only: in AWS the browser goes to the gateways themselves), /<bucket> and /<bucket>/… (presigned requests only) to the S3 stand-in,
 * /mail to the local inbox (maildev, which knows it lives there), everything else to the web app. Requests to the API carry `apiHeaders`, set over whatever the
 * client sent, as CloudFront's origin custom headers are (the origin-verify secret).
 */
export function createFrontServer(routes: {
  api: Listener;
  oidc: Listener;
  /** the payment gateways' stand-ins (pay/index.ts), served under /pay */
  pay?: Listener;
  s3Endpoint: string;
  bucket: string;
  /** the local inbox's web server, served under `inbox.path` */
  inbox?: { endpoint: string; path: string };
  apiHeaders?: Record<string, string>;
}): {
  server: Server;
  setWeb(listener: Listener): void;
} {
  // Node names incoming headers in lower case.
  const apiHeaders = Object.entries(routes.apiHeaders ?? {}).map(
    ([name, value]) => [name.toLowerCase(), value] as const,
  );
  const api: Listener = (req, res) => {
    for (const [name, value] of apiHeaders) req.headers[name] = value;
    viewerCacheControl(res);
    return routes.api(req, res);
  };
  const s3 = forwardPresigned(routes.s3Endpoint);
  const inbox = routes.inbox;
  const toInbox = inbox ? forward(inbox.endpoint) : null;
  let web: Listener = (_req, res) => {
    res.writeHead(503);
    res.end('Starting...');
  };
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (startsWith(url, '/api') || url.startsWith('/objects/') || isApiPage(req.method, url)) return api(req, res);
    if (startsWith(url, '/oidc')) return routes.oidc(req, res);
    if (routes.pay && startsWith(url, '/pay')) return routes.pay(req, res);
    // The bucket's own path too: path-style S3 names a listing /<bucket>?list-type=2, no trailing slash.
    if (startsWith(url, `/${routes.bucket}`)) return s3(req, res);
    if (inbox && toInbox && startsWith(url, inbox.path)) return toInbox(req, res);
    return web(req, res);
  });
  if (inbox) {
    const upgrade = forwardUpgrade(inbox.endpoint);
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (startsWith(req.url ?? '/', inbox.path)) upgrade(req, socket, head);
    });
  }
  return {
    server,
    setWeb: (listener) => {
      web = listener;
    },
  };
}
