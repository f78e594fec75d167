import type { MailKind, QueuedMail } from '@modern-jobs/domain/email';
import { applicationReceived } from './application-received.ts';
import { applicationStatus } from './application-status.ts';
import type { MailContent } from './layout.ts';

export type { MailContent } from './layout.ts';

const TEMPLATES: Record<MailKind, (mail: QueuedMail, siteOrigin: string) => MailContent> = {
  'application-received': (mail, origin) => applicationReceived(mail.locale, mail.snapshot, origin),
  'application-status': (mail, origin) => applicationStatus(mail.locale, mail.snapshot, origin),
};

/** A queued mail as its subject, HTML and text, in its recipient's language. */
export function renderMail(mail: QueuedMail, siteOrigin: string): MailContent {
  return TEMPLATES[mail.kind](mail, siteOrigin);
}
