/**
 * The wallet's amounts, in paisa. Defaults: the operator sets them in Settings once the wallet's
 * setting exists; until then these hold.
 */
export const WALLET_DEFAULTS = {
  minDepositPaisa: 100_00,
  maxDepositPaisa: 100_000_00,
  /** the Add Funds presets */
  presetsPaisa: [500_00, 1_000_00, 5_000_00],
  /** a boost's price by its days */
  boostPricesPaisa: { 7: 500_00, 15: 900_00, 30: 1_500_00 },
} as const;

export const BOOST_DAYS = [7, 15, 30] as const;
export type BoostDays = (typeof BOOST_DAYS)[number];

/** How long a checkout stays open at the gateway before the order expires. */
export const CHECKOUT_MINUTES = 30;
