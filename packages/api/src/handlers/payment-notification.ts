import { httpHandler } from '../http/preset.ts';
import { answerNotification, gatewayParams } from '../wallet/gateway-routes.ts';
import { walletRefused } from '../wallet/refusals.ts';

/** A gateway's server-to-server notification (posted: JazzCash's), answered in its protocol. */
export const handler = httpHandler('payment-notification', { params: gatewayParams }, async ({ params, event }) =>
  answerNotification(params.gateway, event).catch(walletRefused),
);
