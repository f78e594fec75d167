import { DIGEST_HOUR_PKT } from '@modern-jobs/domain';

// Apart from criteria.ts: the hour lives beside the alert schemas, and the button that opens the
// form must not bring them (and zod) with it.

/** The hour daily digests go out, as the page writes it: "9:00" (Pakistan time, said beside it). */
export const DIGEST_TIME = `${DIGEST_HOUR_PKT}:00`;
