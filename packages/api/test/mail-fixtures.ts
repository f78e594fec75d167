import type { QueuedMail } from '@modern-jobs/domain/email';

/** A queued mail about Ayesha's own application, in a language. */
export function aQueuedMail(overrides: Partial<QueuedMail> = {}): QueuedMail {
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
