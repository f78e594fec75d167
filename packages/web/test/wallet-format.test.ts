import { ENGLISH } from '@modern-jobs/domain';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import { describe, expect, it } from 'vitest';
import { balancePaisa, paisaMoney, signedMoney } from '../src/components/wallet/wallet-format.ts';

describe('amounts in the wallet', () => {
  it('groups rupees in thousands from the exact paisa, with the sign in front', () => {
    expect(paisaMoney(ENGLISH, 1_250_050)).toBe('PKR 12,500.50');
    expect(paisaMoney(ENGLISH, -90_000)).toBe('PKR -900.00');
    expect(signedMoney(ENGLISH, 50_000)).toBe('PKR +500.00');
  });

  it('keeps a negative figure whole on a right-to-left page: its sign before its digits, in an isolate', () => {
    // Without the isolate the bidi algorithm draws "900.00- روپے".
    expect(paisaMoney(URDU, -90_000)).toContain('\u2066-900.00\u2069');
    expect(paisaMoney(URDU, 90_000)).not.toContain('\u2066');
    expect(signedMoney(URDU, -90_000)).toContain('\u2066-900.00\u2069');
  });

  it('reads the wire balance as paisa, and anything else as nothing', () => {
    expect(balancePaisa('-12.05')).toBe(-1_205);
    expect(balancePaisa('1250.50')).toBe(125_050);
    expect(balancePaisa('1e3')).toBe(0);
  });
});
