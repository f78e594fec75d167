import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { GatewayConfig, GatewayId } from '../../../packages/api/src/wallet/gateways/gateway.ts';
import { EASYPAISA_PATH, type EasypaisaMerchant } from './easypaisa.ts';
import { JAZZCASH_PATH, type JazzCashMerchant } from './jazzcash.ts';

/**
 * The local gateways' merchant settings: one JSON object in the data folder, read by the stand-ins
 * (which play the gateways) and by the API (which plays the merchant), as Secrets Manager holds
 * them in AWS. Made once with random values, in the form each gateway issues them, and kept, so
 * that orders signed before a restart still verify.
 */
export interface PaySecrets {
  jazzcash: JazzCashMerchant;
  easypaisa: EasypaisaMerchant;
}

/** Where the local stack keeps them, in its data folder. */
export const PAY_SECRETS_FILE = 'pay-secrets.json';

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export function makePaySecrets(): PaySecrets {
  return {
    // As JazzCash's sandbox issues them: MC and digits, ten-character password and salt.
    jazzcash: { merchantId: `MC${pick('0123456789', 5)}`, password: pick(ALNUM, 10), integritySalt: pick(ALNUM, 10) },
    // Easypay's hash key is 16 characters: AES-128 takes exactly 16 bytes.
    easypaisa: {
      storeId: pick('0123456789', 5),
      hashKey: pick(UPPER, 16),
      accountNum: pick('0123456789', 9),
      username: `store${pick('0123456789', 4)}`,
      password: pick(ALNUM, 12),
    },
  };
}

function text(object: Record<string, unknown>, path: string, name: string, pattern = /^\S+$/): string {
  const value = object[name];
  if (typeof value !== 'string' || !pattern.test(value))
    throw new Error(`${PAY_SECRETS_FILE}: ${path}.${name} must be a string matching ${pattern}`);
  return value;
}

function section(value: unknown, name: string): Record<string, unknown> {
  const object = (value as Record<string, unknown> | null)?.[name];
  if (object === null || typeof object !== 'object') throw new Error(`${PAY_SECRETS_FILE}: ${name} is missing`);
  return object as Record<string, unknown>;
}

/** Checks the object's form; the message names the field that is wrong. */
export function parsePaySecrets(value: unknown): PaySecrets {
  const jazz = section(value, 'jazzcash');
  const easy = section(value, 'easypaisa');
  return {
    jazzcash: {
      merchantId: text(jazz, 'jazzcash', 'merchantId'),
      password: text(jazz, 'jazzcash', 'password'),
      integritySalt: text(jazz, 'jazzcash', 'integritySalt'),
    },
    easypaisa: {
      storeId: text(easy, 'easypaisa', 'storeId'),
      hashKey: text(easy, 'easypaisa', 'hashKey', /^[\x21-\x7E]{16}$/),
      accountNum: text(easy, 'easypaisa', 'accountNum'),
      username: text(easy, 'easypaisa', 'username'),
      password: text(easy, 'easypaisa', 'password'),
    },
  };
}

/** Reads the data folder's settings, making them first if there are none. */
export function loadPaySecrets(file: string): PaySecrets {
  if (existsSync(file)) return parsePaySecrets(JSON.parse(readFileSync(file, 'utf8')));
  const secrets = makePaySecrets();
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * What the API's gateway modules need to talk to the stand-ins on `origin`. Pointing at a real
 * sandbox changes only these URLs (and the secrets): https://sandbox.jazzcash.com.pk/… and
 * https://easypaystg.easypaisa.com.pk/… take the place of `${origin}/pay/…`.
 */
export function localGatewayConfigs(origin: string, secrets: PaySecrets): Record<GatewayId, GatewayConfig> {
  const jazz = `${origin}${JAZZCASH_PATH}`;
  const easy = `${origin}${EASYPAISA_PATH}`;
  return {
    jazzcash: {
      merchantId: secrets.jazzcash.merchantId,
      secret: secrets.jazzcash.integritySalt,
      password: secrets.jazzcash.password,
      checkoutUrl: `${jazz}/CustomerPortal/transactionmanagement/merchantform/`,
      inquiryUrl: `${jazz}/ApplicationAPI/API/PaymentInquiry/Inquire`,
    },
    easypaisa: {
      merchantId: secrets.easypaisa.storeId,
      secret: secrets.easypaisa.hashKey,
      username: secrets.easypaisa.username,
      password: secrets.easypaisa.password,
      accountNumber: secrets.easypaisa.accountNum,
      checkoutUrl: `${easy}/easypay/Index.jsf`,
      confirmUrl: `${easy}/easypay/Confirm.jsf`,
      inquiryUrl: `${easy}/easypay-service/rest/v4/inquire-transaction`,
      notificationUrlPrefix: `${easy}/easypay-service/`,
    },
  };
}
