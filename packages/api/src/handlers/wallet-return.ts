import { httpHandler } from '../http/preset.ts';
import { answerReturn, gatewayParams } from '../wallet/gateway-routes.ts';
import { walletRefused } from '../wallet/refusals.ts';

/** The browser back from a gateway (by a redirect: Easypaisa's): verified, applied, then on to the wallet. */
export const handler = httpHandler(
  'wallet-return',
  { params: gatewayParams, ownSecurityHeaders: true },
  async ({ params, event }) => answerReturn(params.gateway, event).catch(walletRefused),
);
