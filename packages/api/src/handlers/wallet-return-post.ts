import { httpHandler } from '../http/preset.ts';
import { answerReturn, gatewayParams } from '../wallet/gateway-routes.ts';
import { walletRefused } from '../wallet/refusals.ts';

/** The browser back from a gateway (posted as a form: JazzCash's): verified, applied, then on to the wallet. */
export const handler = httpHandler(
  'wallet-return-post',
  { params: gatewayParams, ownSecurityHeaders: true },
  async ({ params, event }) => answerReturn(params.gateway, event).catch(walletRefused),
);
