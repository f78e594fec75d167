import { describe, expect, it } from 'vitest';
import { type BoostPurchase, boostRequestSchema, boostWindow, unusedBoostRefunds } from '../src/wallet/boosts.ts';

const now = new Date('2026-11-27T10:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * day).toISOString();

describe('paid boosts', () => {
  it('takes 7, 15 or 30 days and nothing else', () => {
    expect(boostRequestSchema.parse({ days: 15 })).toEqual({ days: 15 });
    for (const days of [0, 1, 14, 31, '7', 7.5, null])
      expect(boostRequestSchema.safeParse({ days }).error?.issues[0]?.message, String(days)).toBe(
        'A boost is for 7, 15 or 30 days',
      );
  });

  it('starts from now when there is no live boost, and extends a live one from its end', () => {
    expect(boostWindow({ isBoosted: false, boostExpiry: null }, 7, now)).toEqual({ from: at(0), until: at(7) });
    expect(boostWindow({ isBoosted: true, boostExpiry: at(-1) }, 7, now)).toEqual({ from: at(0), until: at(7) });
    expect(boostWindow({ isBoosted: true, boostExpiry: at(3) }, 15, now)).toEqual({ from: at(3), until: at(18) });
  });

  it('cannot extend a boost without an end', () => {
    expect(boostWindow({ isBoosted: true, boostExpiry: null }, 30, now)).toBeNull();
  });

  it('refunds the whole unused days of each purchase at its own price per day, rounded down', () => {
    const purchase = (from: number, days: 7 | 15 | 30, pricePaisa: number): BoostPurchase => ({
      entryId: `e${from}`,
      userId: 'u1',
      days,
      pricePaisa,
      from: at(from),
      until: at(from + days),
    });
    const running = purchase(-2.5, 7, 500_00); // 4.5 days left: 4 whole
    const queued = purchase(4.5, 15, 900_00); // not begun: all 15
    const spent = purchase(-40, 30, 1_500_00);
    const odd = purchase(-1, 7, 100_01); // 6 days of 7 at 100.01: 85.722… → 85.72

    const refunds = unusedBoostRefunds([running, queued, spent, odd], now);

    expect(refunds.map((r) => [r.purchase.entryId, r.unusedDays, r.refundPaisa])).toEqual([
      ['e-2.5', 4, 285_71],
      ['e4.5', 15, 900_00],
      ['e-1', 6, 85_72],
    ]);
  });
});
