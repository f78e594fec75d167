import { describe, expect, it } from 'vitest';
import {
  ALERT_MAIL_MAX_JOBS,
  alertSnapshotSchema,
  EMAIL_EN,
  EMAIL_UR,
  emailPlural,
  emailText,
  isAlertMail,
  queuedMailSchema,
  statusLabel,
} from '../src/email/index.ts';
import { ur } from '../src/i18n/ur.ts';
import { APPLICATION_STATUSES, en } from '../src/index.ts';

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the e-mail catalogs', () => {
  it('have the same keys in English and Urdu, each with the same slots', () => {
    expect(Object.keys(EMAIL_UR).sort()).toEqual(Object.keys(EMAIL_EN).sort());
    for (const [key, english] of Object.entries(EMAIL_EN))
      expect(slots(EMAIL_UR[key as keyof typeof EMAIL_EN]), key).toEqual(slots(english));
  });

  it('write Urdu in Urdu script, Latin letters only for the brand', () => {
    for (const [key, text] of Object.entries(EMAIL_UR)) {
      const latin = text.replace(/\{\w+\}/g, '').replaceAll('Modern Jobs', '');
      expect(latin, key).not.toMatch(/[A-Za-z]/);
    }
  });

  it("say each status as the dashboard's badge does, in both languages", () => {
    for (const status of APPLICATION_STATUSES) {
      expect(statusLabel('en', status)).toBe(en[`status.${status}`]);
      expect(statusLabel('ur', status)).toBe(ur[`status.${status}`]);
    }
    expect(statusLabel('ur', 'shortlisted')).toBe('شارٹ لسٹ');
  });

  it('write every plural text in both forms, and pick the form by the count', () => {
    const plurals = Object.keys(EMAIL_EN).filter((key) => key.endsWith('_one'));
    expect(plurals.length).toBeGreaterThan(0);
    for (const key of plurals) expect(EMAIL_EN, key).toHaveProperty(key.replace(/_one$/, '_other'));
    expect(emailPlural('en', 'digest.subject', 1, { alertName: 'Drivers' })).toBe('1 new job for “Drivers”');
    expect(emailPlural('en', 'digest.subject', 1250, { alertName: 'Drivers' })).toBe('1,250 new jobs for “Drivers”');
    expect(emailPlural('ur', 'digest.subject', 1, { alertName: 'ڈرائیور' })).toBe('“ڈرائیور” کے لیے 1 نئی ملازمت');
    expect(emailPlural('ur', 'digest.subject', 2, { alertName: 'ڈرائیور' })).toBe('“ڈرائیور” کے لیے 2 نئی ملازمتیں');
  });

  it('call a job alert by the glossary’s term in Urdu, and never the loanword for unsubscribe', () => {
    const urdu = Object.entries(EMAIL_UR).filter(([key]) => key.startsWith('alert.') || key.startsWith('digest.'));
    expect(urdu.some(([, text]) => text.includes('ملازمت الرٹ'))).toBe(true);
    for (const [key, text] of urdu) expect(text, key).not.toMatch(/سبسکرائب/);
    expect(EMAIL_UR['alert.unsubscribeAll']).toContain('تمام ای میلز بند کریں');
  });

  it('fill their slots', () => {
    expect(emailText('en', 'greeting', { name: 'Ayesha' })).toBe('Hello Ayesha,');
    expect(emailText('ur', 'greeting', { name: 'عائشہ' })).toBe('السلام علیکم عائشہ،');
  });
});

describe('a queued mail', () => {
  const mail = {
    kind: 'application-status',
    to: 'ayesha@example.pk',
    locale: 'ur',
    snapshot: {
      applicationId: 'a1',
      name: 'Ayesha',
      job: { id: 'j1', title: 'Welder', company: 'Indus Steel', location: 'Karachi', salary: { min: 1, max: null } },
      appliedAt: '2026-11-21T10:00:00.000Z',
      status: 'shortlisted',
    },
  };

  it('is one of the kinds, to an address, in one of the site languages', () => {
    expect(queuedMailSchema.parse(mail)).toEqual(mail);
    expect(queuedMailSchema.safeParse({ ...mail, kind: 'newsletter' }).success).toBe(false);
    expect(queuedMailSchema.safeParse({ ...mail, locale: 'fr' }).success).toBe(false);
    expect(queuedMailSchema.safeParse({ ...mail, to: 'not an address' }).success).toBe(false);
  });
});

describe('a queued alert mail', () => {
  const job = { id: 'j1', title: 'Driver', company: 'Gulf Transport', location: 'Dubai', salary: null };
  const snapshot = {
    alertId: 'alert-1',
    alertName: 'Drivers abroad',
    criteria: { q: 'driver', where: 'abroad' },
    jobs: [job],
    unsubscribe: {
      alertPage: 'https://jobs.example.pk/unsubscribe?u=u1&a=alert-1&t=abc',
      allPage: 'https://jobs.example.pk/unsubscribe?u=u1&a=all&t=def',
      oneClick: 'https://jobs.example.pk/api/unsubscribe?u=u1&a=alert-1&t=abc',
    },
  };
  const mail = { kind: 'job-alert', to: 'ayesha@example.pk', locale: 'en', snapshot };

  it('is an instant alert or a digest, with its jobs, what it looks for and its unsubscribe links; more is 0 unless said', () => {
    expect(queuedMailSchema.parse(mail)).toEqual({ ...mail, snapshot: { ...snapshot, more: 0 } });
    const digest = { ...mail, kind: 'job-alert-digest', snapshot: { ...snapshot, more: 12 } };
    expect(queuedMailSchema.parse(digest)).toEqual(digest);
    expect(isAlertMail(queuedMailSchema.parse(digest))).toBe(true);
  });

  it('cannot pair an alert kind with an application, nor an application kind with an alert', () => {
    expect(queuedMailSchema.safeParse({ ...mail, kind: 'application-status' }).success).toBe(false);
    const application = queuedMailSchema.parse({
      kind: 'application-received',
      to: 'ayesha@example.pk',
      locale: 'en',
      snapshot: {
        applicationId: 'a1',
        name: 'Ayesha',
        job,
        appliedAt: '2026-11-21T10:00:00.000Z',
        status: 'submitted',
      },
    });
    expect(isAlertMail(application)).toBe(false);
    expect(queuedMailSchema.safeParse({ ...mail, kind: 'job-alert', snapshot: application.snapshot }).success).toBe(
      false,
    );
  });

  it(`lists 1 to ${ALERT_MAIL_MAX_JOBS} jobs, with links that are URLs and criteria an alert may have`, () => {
    const parse = (change: object) => alertSnapshotSchema.safeParse({ ...snapshot, ...change }).success;
    expect(parse({ jobs: [] })).toBe(false);
    expect(parse({ jobs: Array.from({ length: ALERT_MAIL_MAX_JOBS }, () => job) })).toBe(true);
    expect(parse({ jobs: Array.from({ length: ALERT_MAIL_MAX_JOBS + 1 }, () => job) })).toBe(false);
    expect(parse({ more: -1 })).toBe(false);
    expect(parse({ unsubscribe: { ...snapshot.unsubscribe, oneClick: 'not a link' } })).toBe(false);
    expect(parse({ criteria: { city: 'dubai' } })).toBe(false);
  });

  it('keeps nothing but its own fields: what else the stored item holds is dropped', () => {
    const parsed = queuedMailSchema.parse({
      ...mail,
      userId: 'u1',
      snapshot: { ...snapshot, ownerMobile: '+923001112233', otherSubscribers: ['bilal@example.pk'] },
    });
    expect(JSON.stringify(parsed)).not.toMatch(/u1"|\+92300|bilal/);
  });
});
