import type { SettingKey, SettingValue } from '../schemas/settings.ts';
import { CV_BANK_DEFAULTS } from '../talent/limits.ts';
import { WALLET_DEFAULTS } from '../wallet/limits.ts';

/** The spec's defaults (spec §9). */
export const SETTING_DEFAULTS: { [K in SettingKey]: SettingValue<K> } = {
  highlight_button: { text: 'Win 3600', link: '#', visible: true },
  promotional_button: { text: 'Special Offer', link: '#', visible: true },
  earn_money_button: { text: 'Earn Money at Home', link: '#', visible: true },
  sign_in_button: { text: 'Sign In', link: '/api/login', visible: true },
  win_modal: {
    firstLine: 'Congratulations! You earned 3600 Rs. Free!',
    secondLine: 'Download our app to withdraw your reward to JazzCash or Easypaisa.',
    downloadLink: '#',
  },
  contact_info: { whatsapp: '+923001234567', email: 'support@modernjobs.pk', phone: '+923001234567' },
  wallet: WALLET_DEFAULTS,
  trust_rules: { requireRecruiterVerification: false, complaintLink: '#' },
  cv_bank: CV_BANK_DEFAULTS,
};
