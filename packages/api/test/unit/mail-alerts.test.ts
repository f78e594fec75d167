import { queuedMailSchema } from '@modern-jobs/domain/email';
import { describe, expect, it } from 'vitest';
import { composeMail } from '../../src/mail/compose.ts';
import { renderMail } from '../../src/mail/templates/index.ts';
import { ALERT_ORIGIN, aMailJob, anAlertMail, aQueuedMail } from '../mail-fixtures.ts';

const digestOf = (count: number, more = 0, locale: 'en' | 'ur' = 'en') =>
  anAlertMail(
    { kind: 'job-alert-digest', locale },
    { jobs: Array.from({ length: count }, (_, i) => aMailJob({ id: `job-${i}`, title: `Job number ${i}` })), more },
  );

/** The headers of a composed message, unfolded. */
const headersOf = (raw: Buffer) => (raw.toString('utf8').split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');

describe('an instant job alert', () => {
  it('names the job and company in the subject, and shows the job with its link, place and pay in both parts', () => {
    const { subject, html, text } = renderMail(anAlertMail(), ALERT_ORIGIN);

    expect(subject).toBe('New job: React Developer at Lahore Soft');
    for (const part of [html, text]) {
      expect(part).toContain('React Developer');
      expect(part).toContain('Lahore Soft');
      expect(part).toContain('Lahore, Pakistan');
      expect(part).toContain('PKR 150,000 - 250,000');
      expect(part).toContain(`${ALERT_ORIGIN}/job/job-7`);
      expect(part).toContain('matches your job alert “React in Lahore”');
    }
    expect(html).toContain(`<a href="${ALERT_ORIGIN}/job/job-7"`);
  });

  it('says without a company only the title, and leaves out a salary it does not know', () => {
    const { subject, text } = renderMail(
      anAlertMail({}, { jobs: [aMailJob({ company: null, salary: null })] }),
      ALERT_ORIGIN,
    );
    expect(subject).toBe('New job: React Developer');
    expect(text).not.toMatch(/null|PKR|Salary/);
  });

  it('says what the alert looks for in the site’s own words, and links to the alerts on the dashboard', () => {
    const mail = anAlertMail(
      {},
      { criteria: { q: 'driver', city: 'karachi', type: 'full-time', minSalary: 60_000, where: 'abroad' } },
    );
    const { html, text } = renderMail(mail, ALERT_ORIGIN);

    expect(text).toContain(
      [
        'What this alert looks for',
        'Keyword: driver',
        'City: Karachi',
        'Job type: Full Time',
        'Minimum salary: PKR 60,000 or more',
        'Where: Abroad',
      ].join('\n'),
    );
    expect(html).toContain('What this alert looks for');
    expect(html).toContain('>Karachi<');
    for (const part of [html, text]) expect(part).toContain(`${ALERT_ORIGIN}/dashboard#alerts`);
  });

  it('has both unsubscribe links in its footer: this alert’s page and all e-mail’s page', () => {
    const mail = anAlertMail();
    const { html, text } = renderMail(mail, ALERT_ORIGIN);
    const { alertPage, allPage, oneClick } = mail.snapshot.unsubscribe;

    expect(text).toContain(`Stop e-mails for this alert: ${alertPage}`);
    expect(text).toContain(`Stop all e-mails from Modern Jobs: ${allPage}`);
    const escaped = (url: string) => url.replaceAll('&', '&amp;');
    expect(html).toContain(`<a href="${escaped(alertPage)}"`);
    expect(html).toContain(`<a href="${escaped(allPage)}"`);
    // The footer's links go to pages that ask first (mail scanners open links); only the header is one click.
    expect(html).not.toContain(escaped(oneClick));
    expect(html.indexOf(escaped(alertPage))).toBeGreaterThan(html.indexOf('You received this e-mail because'));
  });

  it('offers one-click unsubscribe in its headers (RFC 8058); an application e-mail offers none', () => {
    const mail = anAlertMail();
    expect(renderMail(mail, ALERT_ORIGIN).headers).toEqual({
      'List-Unsubscribe': `<${mail.snapshot.unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(renderMail(aQueuedMail(), ALERT_ORIGIN).headers).toBeUndefined();
  });

  it('is written in Urdu, right to left, with Urdu links and the site’s Urdu words', () => {
    const mail = anAlertMail({ locale: 'ur' });
    const { subject, html, text } = renderMail(mail, ALERT_ORIGIN);

    expect(subject).toBe('نئی ملازمت: \u2068Lahore Soft\u2069 میں \u2068React Developer\u2069');
    expect(html).toContain('<html lang="ur" dir="rtl">');
    for (const part of [html, text]) {
      expect(part).toContain('ملازمت الرٹ “\u2068React in Lahore\u2069”');
      expect(part).toContain('150,000 تا 250,000 روپے');
      expect(part).toContain(`${ALERT_ORIGIN}/ur/job/job-7`);
      expect(part).toContain(`${ALERT_ORIGIN}/ur/dashboard#alerts`);
      expect(part).toContain('لاہور');
      expect(part).toContain('اس الرٹ کی ای میلز بند کریں');
      expect(part).not.toMatch(/Stop e-mails|What this alert|Keyword|New job/);
    }
  });
});

describe('a daily digest', () => {
  it('counts the day’s jobs in its subject, lists each, and says it comes once a day at 9:00', () => {
    const { subject, html, text } = renderMail(digestOf(3), ALERT_ORIGIN);

    expect(subject).toBe('3 new jobs for “React in Lahore”');
    for (const part of [html, text]) {
      for (const i of [0, 1, 2]) {
        expect(part).toContain(`Job number ${i}`);
        expect(part).toContain(`${ALERT_ORIGIN}/job/job-${i}`);
      }
      expect(part).toContain('at 9:00 (Pakistan time)');
      expect(part).not.toContain('more job');
    }
    expect(renderMail(digestOf(1), ALERT_ORIGIN).subject).toBe('1 new job for “React in Lahore”');
  });

  it('past 50 jobs, counts them all and says how many more, linking to the search newest first', () => {
    const { subject, html, text } = renderMail(digestOf(50, 12), ALERT_ORIGIN);

    expect(subject).toBe('62 new jobs for “React in Lahore”');
    expect(text.match(/View the job and apply: /g)).toHaveLength(50);
    expect(text).toContain('And 12 more jobs like these.');
    expect(text).toContain(`See all the jobs like these: ${ALERT_ORIGIN}/?q=react&city=lahore&sort=newest`);
    expect(html).toContain(`href="${ALERT_ORIGIN}/?q=react&amp;city=lahore&amp;sort=newest"`);
    expect(renderMail(digestOf(50, 12, 'ur'), ALERT_ORIGIN).text).toContain(`${ALERT_ORIGIN}/ur/?q=react`);
  });

  it('in Urdu, counts in the Urdu plural', () => {
    expect(renderMail(digestOf(1, 0, 'ur'), ALERT_ORIGIN).subject).toBe(
      '“\u2068React in Lahore\u2069” کے لیے 1 نئی ملازمت',
    );
    expect(renderMail(digestOf(4, 0, 'ur'), ALERT_ORIGIN).subject).toBe(
      '“\u2068React in Lahore\u2069” کے لیے 4 نئی ملازمتیں',
    );
  });
});

describe('every alert e-mail', () => {
  it('escapes what employers and the seeker typed in the HTML part', () => {
    const hostile = '<img src=x onerror=alert(1)> & "Co"';
    const mail = anAlertMail(
      {},
      { alertName: hostile, criteria: { q: hostile }, jobs: [aMailJob({ title: hostile, company: hostile })] },
    );
    const { html, text } = renderMail(mail, ALERT_ORIGIN);

    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(text).toContain(hostile);
  });

  it('shows only the recipient’s own alert and public job posts, whatever else the stored item holds', () => {
    const base = anAlertMail();
    const stored = {
      ...base,
      userId: 'user-1',
      otherRecipients: ['bilal@example.pk'],
      snapshot: {
        ...base.snapshot,
        ownerMobile: '+923001112233',
        jobs: [{ ...aMailJob(), contactEmail: 'hr@lahoresoft.pk', applicants: 14 }],
      },
    };
    const { html, text } = renderMail(queuedMailSchema.parse(stored), ALERT_ORIGIN);

    for (const part of [html, text]) {
      expect(part).not.toMatch(/bilal|\+92300|hr@|applicants|14 /);
      expect(part).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    }
  });

  it('reads on a phone: one column at most 600px, each job title a big link of its own', () => {
    const { html } = renderMail(digestOf(2), ALERT_ORIGIN);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:600px');
    expect(html).toMatch(/<a href="https:\/\/jobs\.example\.pk\/job\/job-1" style="display:block;[^"]*font-size:18px/);
  });

  it('travels with List-Unsubscribe and List-Unsubscribe-Post in the raw message; an application e-mail without', async () => {
    const addressing = (id: string) => ({
      from: { name: 'Modern Jobs', address: 'jobs@modern-jobs.test' },
      to: 'ayesha@example.pk',
      messageId: `<${id}@modern-jobs.test>`,
    });
    const alert = renderMail(anAlertMail(), ALERT_ORIGIN);
    const raw = (await composeMail(alert, { ...addressing('a'), headers: alert.headers })).raw;
    const headers = headersOf(raw);

    const oneClick = anAlertMail().snapshot.unsubscribe.oneClick.replace(/[.?]/g, '\\$&');
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <${oneClick}>$`, 'm'));
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const application = renderMail(aQueuedMail(), ALERT_ORIGIN);
    const plain = headersOf((await composeMail(application, addressing('b'))).raw);
    expect(plain).not.toMatch(/^List-Unsubscribe/im);
  });
});
