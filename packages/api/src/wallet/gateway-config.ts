import { PAYMENT_METHODS, type PaymentMethod } from '@modern-jobs/domain';
import * as z from 'zod';
import { config } from '../config.ts';
import type { GatewayConfig } from './gateways/index.ts';

const gatewayConfigSchema = z.object({
  merchantId: z.string().min(1),
  secret: z.string().min(1),
  password: z.string().optional(),
  username: z.string().optional(),
  accountNumber: z.string().optional(),
  checkoutUrl: z.url(),
  confirmUrl: z.url().optional(),
  inquiryUrl: z.url(),
  notificationUrlPrefix: z.url().optional(),
  timeoutMs: z.number().int().positive().optional(),
}) satisfies z.ZodType<GatewayConfig>;

const configsSchema = z.partialRecord(z.enum(PAYMENT_METHODS), gatewayConfigSchema);

/** The gateway's merchant settings are missing (not configured in this stage): Add Funds is off. */
export class PaymentsUnavailableError extends Error {
  override name = 'PaymentsUnavailableError';
}

let parsed: z.output<typeof configsSchema> | null = null;

/**
 * The merchant settings of one gateway (config.WALLET_GATEWAYS), checked once: a malformed value
 * fails loudly in the logs of the first payment call rather than signing with half a config.
 */
export function gatewayConfigOf(method: PaymentMethod): GatewayConfig {
  if (!config.WALLET_GATEWAYS) throw new PaymentsUnavailableError('WALLET_GATEWAYS is not set');
  parsed ??= configsSchema.parse(JSON.parse(config.WALLET_GATEWAYS));
  const found = parsed[method];
  if (!found) throw new PaymentsUnavailableError(`no merchant settings for ${method}`);
  return found;
}
