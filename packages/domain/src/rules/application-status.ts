import type { ApplicationStatus } from '../constants.ts';

export type StatusColour = 'blue' | 'yellow' | 'green' | 'red' | 'orange';

const COLOURS: Record<ApplicationStatus, StatusColour> = {
  submitted: 'blue',
  reviewed: 'yellow',
  shortlisted: 'green',
  rejected: 'red',
};

function known(status: string | null | undefined): status is ApplicationStatus {
  return typeof status === 'string' && Object.hasOwn(COLOURS, status);
}

/** Badge colour (spec §4): a missing or unknown status shows as pending, orange. */
export function applicationStatusColour(status: string | null | undefined): StatusColour {
  return known(status) ? COLOURS[status] : 'orange';
}

/** The status a badge shows: the stored one, or 'pending' when missing or unknown (spec §4). */
export function applicationStatusKey(status: string | null | undefined): ApplicationStatus | 'pending' {
  return known(status) ? status : 'pending';
}

/** Badge label in English: the status with a capital, or 'Pending' when missing. */
export function applicationStatusLabel(status: string | null | undefined): string {
  const value = applicationStatusKey(status);
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Interview Calls on the dashboard = applications shortlisted (spec §4). */
export function interviewCalls(applications: ReadonlyArray<{ status: string | null }>): number {
  return applications.filter((a) => a.status === 'shortlisted').length;
}
