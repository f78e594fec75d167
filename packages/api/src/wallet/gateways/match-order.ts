import type { GatewayId, GatewayReport } from './gateway.ts';

/** What we stored when the order was made: what a verified report must agree with. */
export interface StoredOrder {
  gateway: GatewayId;
  reference: string;
  /** the merchant account the order was signed for */
  merchantId: string;
  amountPaisa: number;
  currency: 'PKR';
}

export type MismatchField = 'gateway' | 'reference' | 'merchantId' | 'amount' | 'currency';

export interface Mismatch {
  field: MismatchField;
  expected: string;
  /** undefined when the report does not state it but must */
  got: string | undefined;
}

export type OrderMatch = { ok: true } | { ok: false; mismatches: Mismatch[] };

/**
 * Checks a verified report against the stored order, and says every way in which it differs.
 * A valid signature only says the gateway sent it: a payment of PKR 1 must not credit an order of
 * PKR 5,000, nor one merchant account's payment another's order.
 *
 * The amount must be stated, except by an inquiry (JazzCash's does not state it; the reference was
 * signed with the amount at checkout). Merchant and currency are compared when stated: a report that
 * does not name the merchant was verified with that merchant's own secret (or fetched from the
 * gateway for that merchant), and a gateway that names no currency settles PKR only.
 * Whether the order was already credited is not this function's question (the ledger's condition is).
 */
export function matchOrder(report: GatewayReport, order: StoredOrder): OrderMatch {
  const mismatches: Mismatch[] = [];
  const differ = (field: MismatchField, expected: string, got: string | undefined) =>
    mismatches.push({ field, expected, got });
  if (report.gateway !== order.gateway) differ('gateway', order.gateway, report.gateway);
  if (report.reference !== order.reference) differ('reference', order.reference, report.reference);
  if (report.merchantId !== undefined && report.merchantId !== order.merchantId)
    differ('merchantId', order.merchantId, report.merchantId);
  if (report.amountPaisa === undefined) {
    if (report.source !== 'inquiry') differ('amount', String(order.amountPaisa), undefined);
  } else if (report.amountPaisa !== order.amountPaisa)
    differ('amount', String(order.amountPaisa), String(report.amountPaisa));
  if (report.currency !== undefined && report.currency.toUpperCase() !== order.currency)
    differ('currency', order.currency, report.currency);
  return mismatches.length === 0 ? { ok: true } : { ok: false, mismatches };
}
