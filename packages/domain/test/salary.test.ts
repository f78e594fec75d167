import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGLISH, parseSalaryInput, salaryText } from '../src/index.ts';

describe('salaryText', () => {
  it('shows a range when both ends are known', () => {
    expect(salaryText(150_000, 250_000, ENGLISH)).toBe('PKR 150,000 - 250,000');
  });
  it('shows "PKR {min}+" with only a minimum', () => {
    expect(salaryText(45_000, null, ENGLISH)).toBe('PKR 45,000+');
  });
  it('shows "Up to PKR {max}" with only a maximum', () => {
    expect(salaryText(null, 30_000, ENGLISH)).toBe('Up to PKR 30,000');
  });
  it('says the salary is not disclosed when neither is known', () => {
    expect(salaryText(null, undefined, ENGLISH)).toBe('Salary not disclosed');
  });
  it('treats zero as a known amount', () => {
    expect(salaryText(0, null, ENGLISH)).toBe('PKR 0+');
  });
  it('writes every amount as en-US does, rounded to whole rupees', () => {
    const enUS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeNat(), fc.double({ min: 0, max: 1e12, noNaN: true })), (amount) => {
        expect(salaryText(amount, null, ENGLISH)).toBe(`PKR ${enUS.format(amount)}+`);
      }),
    );
  });
});

describe('parseSalaryInput', () => {
  it('parses digits with thousands separators to an integer', () => {
    expect(parseSalaryInput(' 150,000 ')).toBe(150_000);
  });
  it('turns blank, decimals and words into undefined', () => {
    expect(parseSalaryInput('')).toBeUndefined();
    expect(parseSalaryInput('12.5')).toBeUndefined();
    expect(parseSalaryInput('abc')).toBeUndefined();
    expect(parseSalaryInput('-5')).toBeUndefined();
  });
  it('round-trips every safe non-negative integer', () => {
    fc.assert(fc.property(fc.maxSafeNat(), (n) => parseSalaryInput(String(n)) === n));
  });
  it('never answers anything but a non-negative safe integer or undefined', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseSalaryInput(text);
        return value === undefined || (Number.isSafeInteger(value) && value >= 0);
      }),
    );
  });
});
