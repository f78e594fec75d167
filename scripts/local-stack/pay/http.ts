import type { IncomingMessage, ServerResponse } from 'node:http';

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** A gateway's forms and JSON are small; anything larger is not a payment request. */
const MAX_BODY = 64 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A browser form's fields (application/x-www-form-urlencoded); the last of a repeated name wins. */
export async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readBody(req)));
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  try {
    const value: unknown = JSON.parse(await readBody(req));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** 302, as both gateways send the browser on with a GET. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

/** `url` with `params` added to its query, keeping what it already had. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

export function isWebUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The path after the stand-in's mount point ('/pay/jazzcash/x?y' → '/x'), query dropped. */
export function subPath(req: IncomingMessage, mount: string): string {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  return path.startsWith(mount) ? path.slice(mount.length) || '/' : path;
}
