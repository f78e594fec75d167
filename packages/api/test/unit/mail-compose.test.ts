import { describe, expect, it } from 'vitest';
import { composeMail } from '../../src/mail/compose.ts';
import { renderMail } from '../../src/mail/templates/index.ts';
import { aQueuedMail } from '../mail-fixtures.ts';

const FROM = { name: 'Modern Jobs', address: 'jobs@modern-jobs.test' };

/** The message's headers (unfolded) and its parts' bodies, quoted-printable decoded. */
function parse(raw: Buffer) {
  const text = raw.toString('utf8');
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const boundary = /boundary="([^"]+)"/.exec(headers)?.[1] ?? '';
  const parts = rest
    .join('\r\n\r\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead = '', ...body] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const decoded = body
        .join('\r\n\r\n')
        .replace(/=\r\n/g, '')
        .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
      return { head: partHead, body: decoded };
    });
  return { headers, parts, boundary };
}

describe('composing a message', () => {
  it('makes one multipart/alternative message, text then HTML, both UTF-8, from the brand to the seeker', async () => {
    const content = renderMail(aQueuedMail({ locale: 'ur' }), 'https://jobs.example.pk');

    const mail = await composeMail(content, {
      from: FROM,
      to: 'ayesha@example.pk',
      replyTo: 'help@modern-jobs.test',
      messageId: '<mail-1@modern-jobs.test>',
    });

    const { headers, parts } = parse(mail.raw);
    expect(headers).toMatch(/^From: Modern Jobs <jobs@modern-jobs\.test>$/m);
    expect(headers).toMatch(/^To: ayesha@example\.pk$/m);
    expect(headers).toMatch(/^Reply-To: help@modern-jobs\.test$/m);
    expect(headers).toMatch(/^Message-ID: <mail-1@modern-jobs\.test>$/m);
    expect(headers).toMatch(/^MIME-Version: 1\.0$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m);
    // Urdu in the subject travels as an RFC 2047 encoded word.
    expect(headers).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    expect(headers).not.toMatch(/^X-Mailer:/im);
    expect(parts.map((part) => /Content-Type: ([^\r\n]+)/.exec(part.head)?.[1])).toEqual([
      'text/plain; charset=utf-8',
      'text/html; charset=utf-8',
    ]);
    expect(parts[0]?.body).toContain(content.text.split('\n')[0]);
    expect(parts[1]?.body).toContain('<html lang="ur" dir="rtl">');
    expect(mail.envelope).toEqual({ from: 'jobs@modern-jobs.test', to: ['ayesha@example.pk'] });
    expect(mail.messageId).toBe('<mail-1@modern-jobs.test>');
  });

  it('carries the extra headers it is given (alerts: one-click unsubscribe), and no Reply-To unless given', async () => {
    const mail = await composeMail(renderMail(aQueuedMail(), 'https://jobs.example.pk'), {
      from: FROM,
      to: 'ayesha@example.pk',
      messageId: '<mail-2@modern-jobs.test>',
      headers: {
        'List-Unsubscribe': '<https://jobs.example.pk/api/unsubscribe?t=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });

    const { headers } = parse(mail.raw);
    expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/jobs\.example\.pk\/api\/unsubscribe\?t=abc>$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).not.toMatch(/^Reply-To:/m);
  });
});
