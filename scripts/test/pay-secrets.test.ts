import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loadPaySecrets,
  localGatewayConfigs,
  makePaySecrets,
  PAY_SECRETS_FILE,
  parsePaySecrets,
} from '../local-stack/pay/secrets.ts';

const dir = mkdtempSync(join(tmpdir(), 'pay-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local gateways’ merchant settings', () => {
  it('are made in each gateway’s form, once, and kept in the data folder for the owner only', () => {
    const file = join(dir, PAY_SECRETS_FILE);
    const made = loadPaySecrets(file);
    expect(made.jazzcash.merchantId).toMatch(/^MC\d{5}$/);
    expect(made.easypaisa.hashKey).toMatch(/^[A-Z0-9]{16}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadPaySecrets(file)).toEqual(made);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(made);
  });

  it('name the field that is wrong', () => {
    const secrets = makePaySecrets();
    expect(parsePaySecrets(JSON.parse(JSON.stringify(secrets)))).toEqual(secrets);
    expect(() => parsePaySecrets({ ...secrets, easypaisa: { ...secrets.easypaisa, hashKey: 'short' } })).toThrow(
      /easypaisa\.hashKey/,
    );
    expect(() => parsePaySecrets({ jazzcash: secrets.jazzcash })).toThrow(/easypaisa is missing/);
  });

  it('point the API at the stand-ins on the site’s origin', () => {
    const secrets = makePaySecrets();
    const configs = localGatewayConfigs('http://localhost:5173', secrets);
    expect(configs.jazzcash).toMatchObject({
      merchantId: secrets.jazzcash.merchantId,
      secret: secrets.jazzcash.integritySalt,
      checkoutUrl: 'http://localhost:5173/pay/jazzcash/CustomerPortal/transactionmanagement/merchantform/',
    });
    expect(configs.easypaisa).toMatchObject({
      merchantId: secrets.easypaisa.storeId,
      secret: secrets.easypaisa.hashKey,
      notificationUrlPrefix: 'http://localhost:5173/pay/easypaisa/easypay-service/',
    });
  });
});
