import { setTimeout as sleep } from 'node:timers/promises';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isPaisa, type LedgerEntry, type LedgerEntryType, type Locale, paisaToAmount } from '@modern-jobs/domain';
import * as z from 'zod';
import { userKey } from '../../accounts/store/users.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { mailPut } from '../../mail/store/outbox.ts';
import { decodeCursor, encodeCursor, refuseCursor } from '../../storage/cursor.ts';
import { newId } from '../../storage/ids.ts';
import { type TransactItem, withoutKeys } from '../../storage/item.ts';
import type { Page } from '../../storage/paged-query.ts';
import { refusedWrites, transactionCancelled } from '../../storage/refused.ts';

const TableName = config.TABLE_NAME;

export type { TransactItem } from '../../storage/item.ts';

/**
 * A wallet entry (USER#<id> / TXN#<time>#<id>): immutable once written. Every entry is also on the
 * operator's lists (Payment Management): all entries (GSI2, LEDGER) and each type's (GSI1,
 * LEDGER#<type>), newest first.
 */
export interface StoredEntry {
  id: string;
  userId: string;
  type: LedgerEntryType;
  /** signed: what the entry did to the balance */
  amountPaisa: number;
  /** the balance right after it */
  balancePaisa: number;
  reference: string;
  description: string;
  createdAt: string;
  /** a deposit's gateway */
  method?: string;
  /** an adjustment's reason, and the operator who made it */
  reason?: string;
  by?: string;
}

const ENTRY_PREFIX = 'TXN#';
export const LEDGER_LIST = 'LEDGER';
/** Every profile that ever held money (GSI3), for the reconciliation's sum of balances. */
export const WALLETS_LIST = 'WALLETS';
export const ledgerTypeList = (type: LedgerEntryType) => `LEDGER#${type}`;
const entryKey = (userId: string, createdAt: string, id: string) => ({
  PK: userKey(userId).PK,
  SK: `${ENTRY_PREFIX}${createdAt}#${id}`,
});
const ENTRY_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entity'] as const;

/** The wallet has less than the debit asks: nothing was written. */
export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';
  constructor(
    readonly balancePaisa: number,
    readonly askedPaisa: number,
  ) {
    super(`balance ${balancePaisa} paisa is less than ${askedPaisa}`);
  }
}

/** There is no profile to hold the wallet (the person was deleted): nothing was written. */
export class NoWalletError extends Error {
  override name = 'NoWalletError';
}

/** One of the writes that go with the entry had its condition fail: nothing was written. */
export class RefusedWithEntryError extends Error {
  override name = 'RefusedWithEntryError';
  constructor(readonly index: number) {
    super(`write ${index} beside the wallet entry was refused`);
  }
}

/** The profile's own condition beside the balance's (WalletChange.profile) did not hold: nothing was written. */
export class ProfileRefusedError extends Error {
  override name = 'ProfileRefusedError';
}

/** Who a receipt goes to: the person's address, language and name as their sign-in gave it. */
export interface Recipient {
  to: string | null;
  locale: Locale;
  name: string | null;
}

export interface WalletChange {
  /** the entry's id, when something written with it names it (a boost purchase on its job) */
  id?: string;
  userId: string;
  type: LedgerEntryType;
  /** signed paisa, never 0 */
  amountPaisa: number;
  reference: string;
  description: string;
  details?: Pick<StoredEntry, 'method' | 'reason' | 'by'>;
  /**
   * What must happen with the entry or not at all, each with its own condition (an order settled
   * once, a job's boost extended): a refused one refuses the whole change (RefusedWithEntryError).
   */
  with?: TransactItem[];
  /** who gets the entry's receipt e-mail (the outbox, in the same transaction); none without an address */
  receipt?: Recipient;
  /**
   * More of the same transaction on the person's profile, which no write in `with` may touch (one
   * transaction writes an item once): a condition of its own (still an employer), numbers to add.
   */
  profile?: { condition?: string; values?: Record<string, unknown>; add?: Record<string, number> };
}

/** Tries of a change whose balance moved under it (another entry landed between read and write). */
const BALANCE_TRIES = 16;

/** The wallet's balance, in paisa: 0 for a profile that never held money. */
export async function balanceOf(userId: string): Promise<number> {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName,
      Key: userKey(userId),
      ProjectionExpression: 'PK, walletPaisa',
      ConsistentRead: true,
    }),
  );
  if (!Item) throw new NoWalletError(userId);
  return typeof Item.walletPaisa === 'number' ? Item.walletPaisa : 0;
}

/**
 * Writes one entry and the balance it leads to, in one transaction with what goes with it. The
 * balance is read, then written only if it is still what was read (and never below zero): an entry
 * that lands in between makes this one read again, so parallel debits that together exceed the
 * balance cannot both pass, and each entry's balancePaisa is the true running balance.
 */
export async function postEntry(change: WalletChange, now = new Date()): Promise<StoredEntry> {
  if (!isPaisa(change.amountPaisa) || change.amountPaisa === 0)
    throw new RangeError(`not an amount of paisa: ${change.amountPaisa}`);
  for (let attempt = 1; ; attempt++) {
    const balance = await balanceOf(change.userId);
    const next = balance + change.amountPaisa;
    if (next < 0) throw new InsufficientFundsError(balance, -change.amountPaisa);
    const createdAt = now.toISOString();
    const entry: StoredEntry = {
      id: change.id ?? newId(),
      userId: change.userId,
      type: change.type,
      amountPaisa: change.amountPaisa,
      balancePaisa: next,
      reference: change.reference,
      description: change.description,
      createdAt,
      ...change.details,
    };
    const listed = `${createdAt}#${entry.id}`;
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            profileUpdate(change, balance, next),
            {
              Put: {
                TableName,
                Item: {
                  ...entryKey(change.userId, createdAt, entry.id),
                  entity: 'walletEntry',
                  ...entry,
                  GSI1PK: ledgerTypeList(entry.type),
                  GSI1SK: listed,
                  GSI2PK: LEDGER_LIST,
                  GSI2SK: listed,
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            ...(change.with ?? []),
            ...receiptOf(change.receipt, entry, now),
          ],
        }),
      );
      return entry;
    } catch (error) {
      if (!transactionCancelled(error)) throw error;
      const refused = refusedWrites(error);
      const other = refused.findIndex((r, i) => r && i >= 2);
      if (other >= 0) throw new RefusedWithEntryError(other - 2);
      // The profile refused with its balance as read: its own condition is the one that failed.
      if (refused[0] && change.profile?.condition && (await balanceOf(change.userId)) === balance)
        throw new ProfileRefusedError(change.userId);
      // The balance moved (or a race without a failed condition): read it again, a little later.
      if (attempt >= BALANCE_TRIES) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}

/** The entry's receipt e-mail, queued in the outbox with it: none for a person without an address. */
function receiptOf(recipient: Recipient | undefined, entry: StoredEntry, now: Date): TransactItem[] {
  if (!recipient?.to) return [];
  const { userId: _user, reason: _reason, by: _by, ...shown } = entry;
  return [
    mailPut(
      {
        kind: 'wallet-receipt',
        to: recipient.to,
        locale: recipient.locale,
        snapshot: { name: recipient.name, entry: shown },
      },
      now,
    ),
  ];
}

/**
 * The balance's write: only on the balance read (absent is 0: a profile from before the ledger, or
 * one that never held money), with whatever else the change asks of the profile.
 */
function profileUpdate(change: WalletChange, balance: number, next: number): TransactItem {
  // On the list of wallets (GSI3, WALLETS) once it holds money: the reconciliation sums it.
  const sets = ['walletPaisa = :next', 'GSI3PK = :wallets', 'GSI3SK = :walletOf'];
  const values: Record<string, unknown> = {
    ':next': next,
    ':read': balance,
    ':wallets': WALLETS_LIST,
    ':walletOf': change.userId,
    ...change.profile?.values,
  };
  const adds = Object.entries(change.profile?.add ?? {}).map(([name, by], i) => {
    values[`:add${i}`] = by;
    return `${name} :add${i}`;
  });
  const conditions = [
    'attribute_exists(PK)',
    balance === 0 ? '(attribute_not_exists(walletPaisa) OR walletPaisa = :read)' : 'walletPaisa = :read',
    ...(change.profile?.condition ? [`(${change.profile.condition})`] : []),
  ];
  return {
    Update: {
      TableName,
      Key: userKey(change.userId),
      UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeValues: values,
    },
  };
}

/** An entry as the API answers it: the spec's fields, and the exact figures. */
export function toLedgerEntry(entry: StoredEntry): LedgerEntry {
  return {
    id: entry.id,
    type: entry.type,
    amount: paisaToAmount(entry.amountPaisa),
    description: entry.description,
    createdAt: entry.createdAt,
    amountPaisa: entry.amountPaisa,
    balancePaisa: entry.balancePaisa,
    reference: entry.reference,
  };
}

const cursorSchema = z.object({ SK: z.string().startsWith(ENTRY_PREFIX).max(200) });

/** A person's entries, newest first, a page at a time (the table's own partition: no index). */
export async function listEntries(
  userId: string,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<Page<StoredEntry>> {
  const start = decodeCursor(cursorSchema, cursor);
  const { PK } = userKey(userId);
  if (start && !start.SK) refuseCursor();
  const result = await dynamo.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :txn)',
      ExpressionAttributeValues: { ':pk': PK, ':txn': ENTRY_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
      ...(start ? { ExclusiveStartKey: { PK, SK: start.SK } } : {}),
    }),
  );
  const last = result.LastEvaluatedKey as { SK: string } | undefined;
  return {
    items: (result.Items ?? []).map((item) => withoutKeys<StoredEntry>(item, ENTRY_KEYS)),
    nextCursor: last ? encodeCursor({ SK: last.SK }) : null,
    itemsRead: result.ScannedCount ?? 0,
  };
}
