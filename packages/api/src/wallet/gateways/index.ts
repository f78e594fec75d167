import { easypaisa } from './easypaisa.ts';
import type { Gateway, GatewayId } from './gateway.ts';
import { jazzcash } from './jazzcash.ts';

export type * from './gateway.ts';
export { matchOrder } from './match-order.ts';

/** Every gateway by its id: a third is one module and one line here (and one in GatewayId). */
export const GATEWAYS: Readonly<Record<GatewayId, Gateway>> = { jazzcash, easypaisa };

export const GATEWAY_IDS = Object.keys(GATEWAYS) as GatewayId[];

export function isGatewayId(value: string): value is GatewayId {
  return Object.hasOwn(GATEWAYS, value);
}

export function gateway(id: GatewayId): Gateway {
  return GATEWAYS[id];
}
