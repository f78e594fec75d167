import { httpHandler } from '../http/preset.ts';
import { answerNotification, gatewayParams } from '../wallet/gateway-routes.ts';
import { walletRefused } from '../wallet/refusals.ts';

/** A gateway's server-to-server notification (a link to read it from: Easypaisa's), answered in its protocol. */
export const handler = httpHandler('payment-notification-link', { params: gatewayParams }, async ({ params, event }) =>
  answerNotification(params.gateway, event).catch(walletRefused),
);
