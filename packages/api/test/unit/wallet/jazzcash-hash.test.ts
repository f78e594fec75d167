import { describe, expect, it } from 'vitest';
import {
  jazzcashHashInput,
  jazzcashHashVerifies,
  jazzcashSecureHash,
} from '../../../src/wallet/gateways/jazzcash-hash.ts';

describe('JazzCash pp_SecureHash', () => {
  // The worked example of JazzCash's sandbox documentation v4.2, Features › Hashing Scheme
  // (sandbox.jazzcash.com.pk/SandboxDocumentation/v4.2/features.html): shared secret 0F5DD14AE2.
  const guide = { pp_MerchantID: 'MER123', pp_OrderInfo: 'A48cvE28', pp_Amount: '2995' };
  const salt = '0F5DD14AE2';

  it("signs the guide's worked example as the guide does", () => {
    expect(jazzcashHashInput(guide, salt)).toBe('0F5DD14AE2&2995&MER123&A48cvE28');
    expect(jazzcashSecureHash(guide, salt)).toBe('C7689CDA7474EB1ADCD343FD0C0B676BAD0BA66361CC46DB589BDB0DA4C1C867');
  });

  it("accepts the guide's lower-case hex as well as our upper case", () => {
    const lower = 'c7689cda7474eb1adcd343fd0c0b676bad0ba66361cc46db589bdb0da4c1c867';
    expect(jazzcashHashVerifies({ ...guide, pp_SecureHash: lower }, salt)).toBe(true);
    expect(jazzcashHashVerifies({ ...guide, pp_SecureHash: lower.toUpperCase() }, salt)).toBe(true);
  });

  it('takes pp_ before ppmpf_ (ASCII order), leaves out empty values, other fields and the hash itself', () => {
    const fields = {
      ppmpf_1: 'm1',
      pp_TxnRefNo: 'T1',
      pp_BankID: '',
      pp_Amount: '100',
      other: 'ignored',
      pp_SecureHash: 'whatever',
    };
    expect(jazzcashHashInput(fields, 's')).toBe('s&100&T1&m1');
  });

  it('refuses a missing, short, non-hex or wrong hash', () => {
    const signed = { ...guide, pp_SecureHash: jazzcashSecureHash(guide, salt) };
    expect(jazzcashHashVerifies(guide, salt)).toBe(false);
    expect(jazzcashHashVerifies({ ...signed, pp_SecureHash: signed.pp_SecureHash.slice(0, 62) }, salt)).toBe(false);
    expect(jazzcashHashVerifies({ ...signed, pp_SecureHash: `${signed.pp_SecureHash.slice(0, 63)}Z` }, salt)).toBe(
      false,
    );
    expect(jazzcashHashVerifies({ ...signed, pp_Amount: '2996' }, salt)).toBe(false);
    expect(jazzcashHashVerifies(signed, 'another-salt')).toBe(false);
  });
});
