/**
 * The wallet's amounts, in paisa, as the operator sets them in Settings (the `wallet` setting);
 * these hold until they do. Flat, one field a price, as the settings form edits them.
 */
export const WALLET_DEFAULTS = {
  minDepositPaisa: 100_00,
  maxDepositPaisa: 100_000_00,
  /** the Add Funds presets */
  presetsPaisa: [500_00, 1_000_00, 5_000_00],
  boost7Paisa: 500_00,
  boost15Paisa: 900_00,
  boost30Paisa: 1_500_00,
};

export type WalletSetting = typeof WALLET_DEFAULTS;

export const BOOST_DAYS = [7, 15, 30] as const;
export type BoostDays = (typeof BOOST_DAYS)[number];

/** A boost's price by its days, from the wallet setting. */
export function boostPricePaisa(wallet: WalletSetting, days: BoostDays): number {
  return { 7: wallet.boost7Paisa, 15: wallet.boost15Paisa, 30: wallet.boost30Paisa }[days];
}

/** The most any of the wallet's amounts may be set to: PKR 10,000,000. */
export const MAX_SETTING_PAISA = 10_000_000_00;
/** How many Add Funds presets the dialog has room for. */
export const MAX_PRESETS = 4;

/** How long a checkout stays open at the gateway before the order expires. */
export const CHECKOUT_MINUTES = 30;
