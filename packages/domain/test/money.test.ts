import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToPaisa, formatPaisa, isPaisa, MAX_PAISA, paisaToAmount } from '../src/wallet/money.ts';

describe('money in paisa', () => {
  it('writes paisa as the spec’s two-decimal string', () => {
    expect(paisaToAmount(0)).toBe('0.00');
    expect(paisaToAmount(5)).toBe('0.05');
    expect(paisaToAmount(125_050)).toBe('1250.50');
    expect(paisaToAmount(-150_000)).toBe('-1500.00');
    expect(() => paisaToAmount(0.5)).toThrow(RangeError);
    expect(() => paisaToAmount(MAX_PAISA + 1)).toThrow(RangeError);
  });

  it('reads what people type, and refuses a fraction of a paisa, a sign or an exponent', () => {
    expect(amountToPaisa('1,000')).toBe(100_000);
    expect(amountToPaisa(' 1000.5 ')).toBe(100_050);
    expect(amountToPaisa('0.10')).toBe(10);
    expect(amountToPaisa('1,500,000.50')).toBe(150_000_050);
    expect(amountToPaisa('15,00,000')).toBe(150_000_000);
    expect(amountToPaisa('1,25,00,000')).toBe(1_250_000_000);
    for (const bad of [
      '500,1000',
      '1,00',
      ',500',
      '500,',
      '1,,000',
      '10,00,00',
      '1000.505',
      '-5',
      '+5',
      '1e3',
      '',
      '.5',
      '5.',
      'abc',
      '0x10',
      'NaN',
      'Infinity',
    ])
      expect(amountToPaisa(bad), bad).toBeNull();
  });

  it('reads back every amount it writes, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_99 }), (paisa) => {
        expect(amountToPaisa(paisaToAmount(paisa))).toBe(paisa);
      }),
    );
  });

  it('knows a whole number of paisa in range', () => {
    expect(isPaisa(10)).toBe(true);
    expect(isPaisa(-10)).toBe(true);
    expect(isPaisa(10.5)).toBe(false);
    expect(isPaisa('10')).toBe(false);
    expect(isPaisa(Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('groups thousands for people, exactly, with the sign', () => {
    expect(formatPaisa(0)).toBe('0.00');
    expect(formatPaisa(150_000_050)).toBe('1,500,000.50');
    expect(formatPaisa(-90_000)).toBe('-900.00');
    expect(formatPaisa(999_99)).toBe('999.99');
  });
});
