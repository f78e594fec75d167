import {
  type ApplicationMail,
  isAlertMail,
  isCandidateSearchMail,
  isContactRequestMail,
  isJobReviewMail,
  isReceiptMail,
  isReportOutcomeMail,
  type QueuedMail,
} from '@modern-jobs/domain/email';
import { applicationReceived } from './application-received.ts';
import { applicationStatus } from './application-status.ts';
import { candidateSearch } from './candidate-search.ts';
import { contactRequest } from './contact-request.ts';
import { jobAlert } from './job-alert.ts';
import { jobReview } from './job-review.ts';
import type { MailContent } from './layout.ts';
import { reportOutcome } from './report-outcome.ts';
import { walletReceipt } from './wallet-receipt.ts';

export type { MailContent } from './layout.ts';

const APPLICATION_TEMPLATES: Record<
  ApplicationMail['kind'],
  (mail: ApplicationMail, siteOrigin: string) => MailContent
> = {
  'application-received': (mail, origin) => applicationReceived(mail.locale, mail.snapshot, origin),
  'application-status': (mail, origin) => applicationStatus(mail.locale, mail.snapshot, origin),
};

/**
 * A queued mail as its subject, HTML and text, in its recipient's language, with the headers of its
 * kind: an alert's carry one-click unsubscribe (List-Unsubscribe, List-Unsubscribe-Post); an
 * application's, a job review's and a receipt carry none, as they are about the recipient's own
 * application, job or wallet, not a subscription.
 */
export function renderMail(mail: QueuedMail, siteOrigin: string): MailContent {
  if (isAlertMail(mail)) return jobAlert(mail, siteOrigin);
  if (isJobReviewMail(mail)) return jobReview(mail, siteOrigin);
  if (isReceiptMail(mail)) return walletReceipt(mail, siteOrigin);
  if (isReportOutcomeMail(mail)) return reportOutcome(mail, siteOrigin);
  if (isContactRequestMail(mail)) return contactRequest(mail, siteOrigin);
  if (isCandidateSearchMail(mail)) return candidateSearch(mail, siteOrigin);
  return APPLICATION_TEMPLATES[mail.kind](mail, siteOrigin);
}
