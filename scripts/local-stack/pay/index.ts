import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayConfig, GatewayId } from '../../../packages/api/src/wallet/gateways/gateway.ts';
import { createEasypaisaStandIn, EASYPAISA_PATH, type EasypaisaStandIn } from './easypaisa.ts';
import { createJazzCashStandIn, JAZZCASH_PATH, type JazzCashStandIn } from './jazzcash.ts';
import type { Send } from './notifier.ts';
import { localGatewayConfigs, type PaySecrets } from './secrets.ts';

export {
  loadPaySecrets,
  localGatewayConfigs,
  makePaySecrets,
  PAY_SECRETS_FILE,
  type PaySecrets,
  parsePaySecrets,
} from './secrets.ts';

/** Where the stand-ins live on the site's origin. */
export const PAY_PATH = '/pay';

/**
 * The IPN URLs "registered in each merchant portal": where the API takes notifications. Both
 * gateways take them from the portal, not from the checkout request, so the stand-ins take them here.
 */
export const DEFAULT_NOTIFY_PATHS: Record<GatewayId, string> = {
  jazzcash: '/api/wallet/notifications/jazzcash',
  easypaisa: '/api/wallet/notifications/easypaisa',
};

export interface PayStandInsOptions {
  /** the site's origin, e.g. http://localhost:5173 */
  origin: string;
  secrets: PaySecrets;
  /** full IPN URLs, when the API takes them elsewhere than DEFAULT_NOTIFY_PATHS */
  notifyUrls?: Partial<Record<GatewayId, string>>;
  /** how notifications are sent (fetch by default) */
  send?: Send;
  log?: (line: string) => void;
  now?: () => Date;
}

export interface PayStandIns {
  jazzcash: JazzCashStandIn;
  easypaisa: EasypaisaStandIn;
  /** one listener for everything under /pay: mount it in the front server */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** what the API's gateway modules need to use these stand-ins */
  configs: Record<GatewayId, GatewayConfig>;
  /** resolves once every notification sent so far has been answered (or has failed) */
  settled(): Promise<void>;
}

const under = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/** Both gateways' stand-ins, each with its own merchant settings, behind one listener for /pay. */
export function startPayStandIns(options: PayStandInsOptions): PayStandIns {
  const notifyUrl = (id: GatewayId) => options.notifyUrls?.[id] ?? `${options.origin}${DEFAULT_NOTIFY_PATHS[id]}`;
  const shared = {
    ...(options.send ? { send: options.send } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.now ? { now: options.now } : {}),
  };
  const jazzcash = createJazzCashStandIn({
    merchant: options.secrets.jazzcash,
    notifyUrl: notifyUrl('jazzcash'),
    ...shared,
  });
  const easypaisa = createEasypaisaStandIn({
    merchant: options.secrets.easypaisa,
    origin: options.origin,
    notifyUrl: notifyUrl('easypaisa'),
    ...shared,
  });
  return {
    jazzcash,
    easypaisa,
    handle(req, res) {
      const url = req.url ?? '/';
      if (under(url, JAZZCASH_PATH)) return jazzcash.handle(req, res);
      if (under(url, EASYPAISA_PATH)) return easypaisa.handle(req, res);
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('No gateway stand-in at this address: /pay/jazzcash/… and /pay/easypaisa/… are.\n');
    },
    configs: localGatewayConfigs(options.origin, options.secrets),
    async settled() {
      await Promise.all([jazzcash.settled(), easypaisa.settled()]);
    },
  };
}
