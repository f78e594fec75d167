import type { Evidence } from '@modern-jobs/domain';

/** Who verifies, as the activity log names them and from where. */
export type Who = { actor: string; ip: string };

/** A verification's evidence in one line of the activity log. */
export const evidenceText = (evidence: Evidence) => [evidence.note, evidence.link].filter(Boolean).join(' · ');
