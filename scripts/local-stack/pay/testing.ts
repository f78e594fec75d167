import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CheckoutRequest, GatewayId, Verification } from '../../../packages/api/src/wallet/gateways/gateway.ts';
import { gateway } from '../../../packages/api/src/wallet/gateways/index.ts';
import { readBody } from './http.ts';
import { DEFAULT_NOTIFY_PATHS, type PayStandIns, startPayStandIns } from './index.ts';
import { makePaySecrets } from './secrets.ts';

/**
 * A pretend merchant for the stand-ins' tests: one origin with the stand-ins under /pay and the
 * API's notification routes answered by the API's own gateway modules, and the browser played by
 * fetch (redirects followed by hand, so each step can be looked at).
 */
export interface MerchantSite {
  origin: string;
  pay: PayStandIns;
  /** every notification the pretend API took, verified by the gateway module */
  notifications: Array<{ gateway: GatewayId; verification: Verification }>;
  close(): Promise<void>;
}

async function takeNotification(id: GatewayId, req: IncomingMessage, site: MerchantSite) {
  const url = new URL(req.url ?? '/', site.origin);
  const module = gateway(id);
  const verification = await module.verifyNotification(
    {
      method: req.method ?? 'GET',
      query: Object.fromEntries(url.searchParams),
      body: await readBody(req),
      ...(req.headers['content-type'] ? { contentType: req.headers['content-type'] } : {}),
    },
    site.pay.configs[id],
  );
  site.notifications.push({ gateway: id, verification });
  return module.notificationAnswer(verification.kind === 'verified', site.pay.configs[id]);
}

export async function startMerchantSite(options: { now?: () => Date } = {}): Promise<MerchantSite> {
  let site: MerchantSite | undefined;
  const server: Server = createServer((req, res) => {
    if (!site) return res.end();
    const path = (req.url ?? '/').split('?')[0];
    const id = (Object.keys(DEFAULT_NOTIFY_PATHS) as GatewayId[]).find((g) => DEFAULT_NOTIFY_PATHS[g] === path);
    if (id) {
      void takeNotification(id, req, site).then((answer) => {
        res.writeHead(answer.status, { 'content-type': answer.contentType });
        res.end(answer.body);
      });
      return;
    }
    site.pay.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site = {
    origin,
    pay: startPayStandIns({ origin, secrets: makePaySecrets(), ...(options.now ? { now: options.now } : {}) }),
    notifications: [],
    close: async () => {
      await site?.pay.settled();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return site;
}

/** The browser submitting a form (the gateway module's checkout, or a page's form), not following redirects. */
export function submit(request: CheckoutRequest | { url: string; fields: Record<string, string> }, base?: string) {
  return fetch(new URL(request.url, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(request.fields).toString(),
    redirect: 'manual',
  });
}

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
  );

/** The action and hidden fields of the first form in a page (the gateway's self-submitting return). */
export function formIn(html: string): { url: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[decode(m[1] ?? '')] = decode(m[2] ?? '');
  return { url: decode(action), fields };
}

/** The query of a redirect's Location, as the page it leads to would read it. */
export function queryOf(response: Response): Record<string, string> {
  return Object.fromEntries(new URL(response.headers.get('location') ?? '', 'http://x').searchParams);
}
