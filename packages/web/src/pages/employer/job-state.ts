import { isJobClosed } from '@modern-jobs/domain';

/** Where an employer's job stands, as its badge says. */
export type EmployerJobState = 'pending' | 'approved' | 'rejected' | 'closed';

/**
 * A rejected job says so (with the operator's reason) whatever its dates; otherwise a job closed
 * early, or past its deadline, is closed; else its review status.
 */
export function employerJobState(
  job: { status: string; closedAt?: string | null; applicationDeadline?: string | null },
  now: Date = new Date(),
): EmployerJobState {
  if (job.status === 'rejected') return 'rejected';
  if (job.closedAt || isJobClosed(job, now)) return 'closed';
  return job.status === 'approved' ? 'approved' : 'pending';
}

export const STATE_COLOURS: Record<EmployerJobState, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  closed: 'gray',
};
