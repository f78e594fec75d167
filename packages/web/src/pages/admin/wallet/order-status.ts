import type { OrderStatus } from '@modern-jobs/domain';

/** How Payment Management names and colours a deposit's status. */
export const STATUS_LABELS: Record<OrderStatus, { label: string; colour: string }> = {
  pending: { label: 'Pending', colour: 'yellow' },
  paid: { label: 'Paid', colour: 'green' },
  failed: { label: 'Failed', colour: 'red' },
  cancelled: { label: 'Cancelled', colour: 'gray' },
  expired: { label: 'Expired', colour: 'gray' },
};
