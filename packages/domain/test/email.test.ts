import { describe, expect, it } from 'vitest';
import { EMAIL_EN, EMAIL_UR, emailText, queuedMailSchema, statusLabel } from '../src/email/index.ts';
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
