import type { Locale } from '@modern-jobs/domain';
import { ALERT_MAIL_MAX_JOBS, type MailJob, type QueuedMail } from '@modern-jobs/domain/email';
import type { StoredAlert } from './store/alerts.ts';
import { unsubscribeLinks } from './unsubscribe-links.ts';

type AlertOf = Pick<StoredAlert, 'id' | 'userId' | 'name' | 'criteria'>;

/**
 * An alert's e-mail, as plain data for the outbox: the new job (at once) or the day's jobs (the
 * digest), what the alert looks for, and its unsubscribe links, signed for its owner. Only public
 * job data and the recipient's own alert: nothing of anyone else.
 */
export function alertMail(
  kind: 'job-alert' | 'job-alert-digest',
  alert: AlertOf,
  jobs: MailJob[],
  recipient: { to: string; locale: Locale },
): QueuedMail {
  return {
    kind,
    to: recipient.to,
    locale: recipient.locale,
    snapshot: {
      alertId: alert.id,
      alertName: alert.name,
      criteria: alert.criteria,
      jobs: jobs.slice(0, ALERT_MAIL_MAX_JOBS),
      // A digest lists so many and says how many more there were.
      more: Math.max(0, jobs.length - ALERT_MAIL_MAX_JOBS),
      unsubscribe: unsubscribeLinks(alert.userId, alert.id, recipient.locale),
    },
  };
}
