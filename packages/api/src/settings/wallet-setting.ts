import { parseSettingValue, WALLET_DEFAULTS, type WalletSetting } from '@modern-jobs/domain';
import { logger } from '../observability/logger.ts';
import { getSetting } from './store/settings.ts';

/**
 * The wallet's limits and prices as the operator set them (the `wallet` setting), else the
 * defaults: read on each deposit and boost, so a change holds from the next one. A stored value
 * that no longer passes its schema is logged and the defaults hold, as for every setting (spec §8).
 */
export async function walletSetting(): Promise<WalletSetting> {
  const record = await getSetting('wallet');
  if (!record) return WALLET_DEFAULTS;
  const value = parseSettingValue('wallet', record.value);
  if (value) return value;
  logger.warn('invalid wallet setting; using the defaults', { value: record.value });
  return WALLET_DEFAULTS;
}
