import type { AlertMail, AlertSnapshot, ApplicationMail, MailJob } from '@modern-jobs/domain/email';

/** A queued mail about Ayesha's own application, in a language. */
export function aQueuedMail(overrides: Partial<ApplicationMail> = {}): ApplicationMail {
  return {
    kind: 'application-received',
    to: 'ayesha@example.pk',
    locale: 'en',
    snapshot: {
      applicationId: 'app-1',
      name: 'Ayesha Khan',
      job: {
        id: 'job-1',
        title: 'Senior Welder',
        company: 'Indus Steel',
        location: 'Karachi, Pakistan',
        salary: { min: 80_000, max: 120_000 },
      },
      appliedAt: '2026-11-21T10:00:00.000Z',
      status: 'submitted',
    },
    ...overrides,
  };
}

export const ALERT_ORIGIN = 'https://jobs.example.pk';

/** A public job as an alert's e-mail lists it. */
export function aMailJob(overrides: Partial<MailJob> = {}): MailJob {
  return {
    id: 'job-7',
    title: 'React Developer',
    company: 'Lahore Soft',
    location: 'Lahore, Pakistan',
    salary: { min: 150_000, max: 250_000 },
    ...overrides,
  };
}

/**
 * One of Ayesha's alerts' e-mails, as alerts/alert-mail.ts queues it: an instant one by default, with
 * her own signed unsubscribe links.
 */
export function anAlertMail(
  overrides: Partial<Omit<AlertMail, 'snapshot'>> = {},
  snapshot: Partial<AlertSnapshot> = {},
): AlertMail {
  const links = `u=user-1&a=alert-1&t=${'s'.repeat(43)}`;
  return {
    kind: 'job-alert',
    to: 'ayesha@example.pk',
    locale: 'en',
    ...overrides,
    snapshot: {
      alertId: 'alert-1',
      alertName: 'React in Lahore',
      criteria: { q: 'react', city: 'lahore' },
      jobs: [aMailJob()],
      unsubscribe: {
        alertPage: `${ALERT_ORIGIN}/unsubscribe?${links}`,
        allPage: `${ALERT_ORIGIN}/unsubscribe?u=user-1&a=all&t=${'x'.repeat(43)}`,
        oneClick: `${ALERT_ORIGIN}/api/unsubscribe?${links}`,
      },
      ...snapshot,
    },
  };
}
