/**
 * Whether DynamoDB refused a write because its condition did not hold (a conditional write), or a
 * transaction because one of its conditions did not: the expected outcomes storage turns into
 * answers (a duplicate, a conflict, a limit reached), as opposed to failures.
 */
export const conditionFailed = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

export const transactionCancelled = (error: unknown): boolean =>
  error instanceof Error && error.name === 'TransactionCanceledException';

/** Tries of a transaction that lost a race without a condition failing (onlyConflicted). */
export const CONFLICT_TRIES = 5;

/**
 * Whether a cancelled transaction lost only to another one on the same items at the same moment
 * (TransactionConflict, no condition failed): nothing was written, and trying again is safe.
 */
export function onlyConflicted(error: unknown): boolean {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return (
    reasons.some((r) => r.Code === 'TransactionConflict') && !reasons.some((r) => r.Code === 'ConditionalCheckFailed')
  );
}

/** Which of a cancelled transaction's writes had its condition fail, in the transaction's order. */
export function refusedWrites(error: unknown): boolean[] {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code === 'ConditionalCheckFailed');
}
