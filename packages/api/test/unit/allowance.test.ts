import { describe, expect, it } from 'vitest';
import { pakistanDay } from '../../src/storage/allowance.ts';

describe('pakistanDay', () => {
  it('turns the date at midnight in Pakistan (UTC+5), not at UTC midnight', () => {
    expect(pakistanDay(new Date('2026-11-23T18:59:59Z'))).toEqual({
      day: '2026-11-23',
      endsAt: Date.parse('2026-11-23T19:00:00Z') / 1000,
    });
    expect(pakistanDay(new Date('2026-11-23T19:00:00Z')).day).toBe('2026-11-24');
  });
});
