import { postEntry } from '../../src/wallet/store/ledger.ts';

/** Funds put in a person's wallet as the operator's adjustment would, for a test that spends them. */
export const credit = (userId: string, amountPaisa: number) =>
  postEntry({
    userId,
    type: 'adjustment',
    amountPaisa,
    reference: 'test',
    description: 'test funds',
    details: { reason: 'test' },
  });
