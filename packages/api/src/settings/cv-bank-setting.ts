import { CV_BANK_DEFAULTS, type CvBankSetting, parseSettingValue } from '@modern-jobs/domain';
import { logger } from '../observability/logger.ts';
import { getSetting } from './store/settings.ts';

/**
 * The CV bank's prices and daily caps as the operator set them (the `cv_bank` setting), else the
 * defaults: read on each view, unlock, request and acceptance, so a change holds from the next one.
 */
export async function cvBankSetting(): Promise<CvBankSetting> {
  const record = await getSetting('cv_bank');
  if (!record) return CV_BANK_DEFAULTS;
  const value = parseSettingValue('cv_bank', record.value);
  if (value) return value;
  logger.warn('invalid cv_bank setting; using the defaults', { value: record.value });
  return CV_BANK_DEFAULTS;
}
