import { queuedMailSchema } from '@modern-jobs/domain/email';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/templates/index.ts';
import { aQueuedMail } from '../mail-fixtures.ts';

const ORIGIN = 'https://jobs.example.pk';
const statusMail = (locale: 'en' | 'ur') =>
  aQueuedMail({ kind: 'application-status', locale, snapshot: { ...aQueuedMail().snapshot, status: 'shortlisted' } });

describe('the application e-mails', () => {
  it('confirm an application in both parts: the job, company, place, salary, date, status and the dashboard link', () => {
    const { subject, html, text } = renderMail(aQueuedMail(), ORIGIN);

    expect(subject).toBe('Application received: Senior Welder');
    for (const part of [html, text]) {
      expect(part).toContain('Hello Ayesha Khan,');
      expect(part).toContain('Senior Welder');
      expect(part).toContain('Indus Steel');
      expect(part).toContain('Karachi, Pakistan');
      expect(part).toContain('PKR 80,000 - 120,000');
      expect(part).toContain('21 Nov 2026');
      expect(part).toContain('Submitted');
      expect(part).toContain(`${ORIGIN}/dashboard`);
    }
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
  });

  it('tell a status change with the new status, what it means, and the dashboard link', () => {
    const { subject, html, text } = renderMail(statusMail('en'), ORIGIN);

    expect(subject).toBe('Your application for Senior Welder: Shortlisted');
    for (const part of [html, text]) {
      expect(part).toContain('The status of your application for Senior Welder at Indus Steel is now: Shortlisted.');
      expect(part).toContain('you are on the shortlist');
      expect(part).toContain(`${ORIGIN}/dashboard`);
    }
  });

  it('are written in Urdu, right to left, with the site’s own status names and an Urdu dashboard link', () => {
    const { subject, html, text } = renderMail(statusMail('ur'), ORIGIN);

    // Latin names inside Urdu sentences are isolated, so they keep their word order right to left.
    expect(subject).toBe('\u2068Senior Welder\u2069 کے لیے آپ کی درخواست: شارٹ لسٹ');
    expect(html).toContain('<html lang="ur" dir="rtl">');
    for (const part of [html, text]) {
      expect(part).toContain('السلام علیکم \u2068Ayesha Khan\u2069،');
      expect(part).toContain('\u2068Indus Steel\u2069 میں \u2068Senior Welder\u2069 کے لیے');
      expect(part).toContain('80,000 تا 120,000 روپے');
      expect(part).toContain('21 نومبر، 2026');
      expect(part).toContain(`${ORIGIN}/ur/dashboard`);
      expect(part).not.toContain('Shortlisted');
    }
  });

  it('say only what they know of a job deleted since', () => {
    const gone = { id: 'job-1', title: 'Senior Welder', company: null, location: null, salary: null };
    const mail = statusMail('en');
    const { text } = renderMail({ ...mail, snapshot: { ...mail.snapshot, job: gone } }, ORIGIN);

    expect(text).toContain('The status of your application for Senior Welder is now: Shortlisted.');
    expect(text).not.toContain('Salary');
    expect(text).not.toContain('null');
  });

  it('escape everything in the HTML part, and keep the text part as typed', () => {
    const hostile = '<script>alert(1)</script> & "Co" <a href=x>';
    const base = aQueuedMail();
    const mail = {
      ...base,
      snapshot: { ...base.snapshot, name: hostile, job: { ...base.snapshot.job, title: hostile, company: hostile } },
    };

    const { html, text } = renderMail(mail, ORIGIN);

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<a href=x>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; &lt;a href=x&gt;');
    expect(text).toContain(hostile);
  });

  it("show nothing but the recipient's own application, whatever else the stored item holds", () => {
    // The worker reads the item through the schema before rendering: attributes outside it are dropped.
    const stored = {
      ...aQueuedMail(),
      otherApplicants: [{ name: 'Bilal Ahmed', email: 'bilal@example.pk', contactNumber: '+923009998877' }],
      snapshot: { ...aQueuedMail().snapshot, contactNumber: '+923001112233', cvPath: '/objects/uploads/secret' },
    };

    const { html, text } = renderMail(queuedMailSchema.parse(stored), ORIGIN);

    for (const part of [html, text]) {
      expect(part).not.toMatch(/Bilal|bilal@|\+92300|uploads\/secret/);
      // No address at all: not even the recipient's own is repeated in the body.
      expect(part).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    }
  });

  it('read on a phone: one column at most 600px wide, scaled to the screen, with a big link', () => {
    const { html } = renderMail(aQueuedMail(), ORIGIN);

    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:600px');
    expect(html).toMatch(
      /<a href="https:\/\/jobs\.example\.pk\/dashboard" style="display:block;padding:16px 24px;[^"]*font-size:18px/,
    );
  });
});

describe("the employer's job-review e-mails", () => {
  const review = (kind: 'job-approved' | 'job-rejected', locale: 'en' | 'ur', reason: string | null = null) =>
    queuedMailSchema.parse({
      kind,
      to: 'kamran@example.pk',
      locale,
      snapshot: {
        name: 'Kamran',
        reason,
        job: {
          id: 'job-1',
          title: 'Senior Welder',
          company: 'Indus Steel',
          location: 'Lahore, Pakistan',
          salary: { min: 80_000, max: null },
        },
      },
    });

  it('tell an approval with the job and a link to the employer dashboard', () => {
    const mail = renderMail(review('job-approved', 'en'), 'https://jobs.example.pk');
    expect(mail.subject).toBe('Your job is live: Senior Welder');
    expect(mail.text).toContain('Your job Senior Welder was approved.');
    expect(mail.text).toContain('https://jobs.example.pk/employer');
    expect(mail.text).not.toContain('Reason');
  });

  it("tell a rejection with the operator's reason, escaped in the HTML, and what to do next", () => {
    const mail = renderMail(review('job-rejected', 'en', 'Salary <not> real'), 'https://jobs.example.pk');
    expect(mail.subject).toBe('Your job was not approved: Senior Welder');
    expect(mail.text).toContain('Salary <not> real');
    expect(mail.html).toContain('Salary &lt;not&gt; real');
    expect(mail.text).toContain('send it for review again');
  });

  it('are written in Urdu, right to left, with an Urdu dashboard link', () => {
    const mail = renderMail(review('job-rejected', 'ur', 'تنخواہ درست نہیں'), 'https://jobs.example.pk');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.subject).toContain('منظور نہیں');
    expect(mail.text).toContain('https://jobs.example.pk/ur/employer');
    expect(mail.text).toContain('تنخواہ درست نہیں');
  });
});
