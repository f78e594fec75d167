import type { ApplicationStatus, Job, Locale } from '@modern-jobs/domain';
import type { ApplicationMail, MailJob } from '@modern-jobs/domain/email';

/**
 * The mail a change queues, as plain data: what routes put in the outbox. No sending code here:
 * routes import this, and only the mail workers load templates and mail libraries.
 */

/** The job as the mail shows it; only its title when the job is gone. */
export function mailJobOf(job: Job | null, fallback: { id: string; title: string }): MailJob {
  if (!job) return { ...fallback, company: null, location: null, salary: null };
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location,
    salary: { min: job.salaryMin, max: job.salaryMax },
  };
}

/** A mail about the recipient's own application, and nothing else. */
export function applicationMail(
  kind: ApplicationMail['kind'],
  application: { id: string; fullName: string; appliedAt: string; status: ApplicationStatus },
  job: MailJob,
  recipient: { to: string; locale: Locale },
): ApplicationMail {
  return {
    kind,
    to: recipient.to,
    locale: recipient.locale,
    snapshot: {
      applicationId: application.id,
      name: application.fullName,
      job,
      appliedAt: application.appliedAt,
      status: application.status,
    },
  };
}
