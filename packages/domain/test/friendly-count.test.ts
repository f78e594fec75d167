import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { friendlyCount } from '../src/rules/friendly-count.ts';

describe('friendlyCount', () => {
  it.each([
    [0, false, '0'],
    [7, false, '7'],
    [10, false, '10'],
    [37, false, '30+'],
    [99, false, '90+'],
    [120, false, '100+'],
    [150, false, '150'],
    [999, false, '950+'],
    [1000, true, '1000+'],
    [1000, false, '1000'],
    [4321, false, '4000+'],
    [3, true, '3+'],
  ])('writes %d (capped: %s) as %s', (count, capped, text) => {
    expect(friendlyCount(count, capped)).toBe(text);
  });

  it('never claims more than the count, and says "+" whenever it shows less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (count) => {
        const text = friendlyCount(count);
        const figure = Number.parseInt(text, 10);
        expect(figure).toBeLessThanOrEqual(count);
        expect(text.endsWith('+')).toBe(figure < count);
      }),
    );
  });

  it('answers 0 for what is not a count', () => {
    expect(friendlyCount(Number.NaN)).toBe('0');
    expect(friendlyCount(-4)).toBe('0');
  });
});
