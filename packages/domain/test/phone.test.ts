import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationFieldsSchema, PHONE_PATTERN, VALIDATION } from '../src/index.ts';

/** The spec's rule, written independently of the regex: optional '+', first digit 1-9, 2-15 digits. */
function specAccepts(text: string): boolean {
  const digits = text.startsWith('+') ? text.slice(1) : text;
  return /^\d+$/.test(digits) && digits[0] !== '0' && digits.length >= 2 && digits.length <= 15;
}

const phoneLike = fc.tuple(
  fc.constantFrom('', '+', '++', ' ', '-'),
  fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '+', ' ', 'a', '-'), maxLength: 18 }),
);

describe('PHONE_PATTERN', () => {
  it('accepts exactly what the spec describes', () => {
    fc.assert(
      fc.property(phoneLike, ([prefix, body]) => PHONE_PATTERN.test(prefix + body) === specAccepts(prefix + body)),
      { numRuns: 5000 },
    );
  });
  it('accepts every valid number', () => {
    const valid = fc
      .tuple(
        fc.boolean(),
        fc.integer({ min: 1, max: 9 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 14 }),
      )
      .map(([plus, first, rest]) => `${plus ? '+' : ''}${first}${rest}`);
    fc.assert(fc.property(valid, (phone) => PHONE_PATTERN.test(phone)));
  });
  it('refuses the boundary cases', () => {
    expect(PHONE_PATTERN.test('+1')).toBe(false);
    expect(PHONE_PATTERN.test('+12')).toBe(true);
    expect(PHONE_PATTERN.test('123456789012345')).toBe(true);
    expect(PHONE_PATTERN.test('1234567890123456')).toBe(false);
    expect(PHONE_PATTERN.test('03001234567')).toBe(false);
  });
});

describe('application fields', () => {
  it("answers the spec's messages", () => {
    const result = applicationFieldsSchema.safeParse({
      fullName: ' ',
      contactNumber: '0300',
      whatsappNumber: 'x',
      email: 'nope',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      VALIDATION.application.fullName,
      VALIDATION.application.contactNumber,
      VALIDATION.application.whatsappNumber,
      VALIDATION.application.email,
    ]);
  });
});
