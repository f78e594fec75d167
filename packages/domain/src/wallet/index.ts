export * from './boosts.ts';
export * from './ledger.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './orders.ts';
