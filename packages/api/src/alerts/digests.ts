import { getUser } from '../accounts/store/users.ts';
import { alertMail } from './alert-mail.ts';
import { type DueDigest, digestJobs, finishDigest } from './store/alert-deliveries.ts';
import { getAlert } from './store/alerts.ts';

/**
 * Sends one due digest: its mail if the alert still wants it and its owner has an address, then it
 * is no longer due. False if it was sent before (a task run twice) or had nothing to send.
 */
export async function sendDigest(due: DueDigest, day: string, now = new Date()): Promise<boolean> {
  const alert = await getAlert(due.userId, due.id);
  const owner = alert && !alert.paused ? await getUser(due.userId) : null;
  const jobs = owner?.email ? await digestJobs(due.id, day) : [];
  const mail =
    alert && owner?.email && jobs.length > 0
      ? alertMail('job-alert-digest', alert, jobs, { to: owner.email, locale: alert.locale })
      : null;
  return finishDigest(due, day, mail, now);
}
