import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailContent } from './templates/index.ts';

/** Who the message is for, as SMTP's envelope (MAIL FROM, RCPT TO) and SES's destination say. */
export interface Envelope {
  from: string;
  to: string[];
}

export interface ComposedMail {
  /** the whole MIME message, the bytes SMTP and SES are given alike */
  raw: Buffer;
  envelope: Envelope;
  messageId: string;
}

export interface Addressing {
  from: { name: string; address: string };
  to: string;
  replyTo?: string;
  /** a stable id (the outbox item's), so a message sent twice is recognisably the same one */
  messageId: string;
  /** more headers: an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), from its template */
  headers?: Record<string, string>;
}

/**
 * One MIME message, multipart/alternative with the text part first and the HTML part last (the one
 * a client prefers), both UTF-8. Built here once for either sender, so SMTP and SES send the same bytes.
 */
export async function composeMail(content: MailContent, addressing: Addressing): Promise<ComposedMail> {
  const node = new MailComposer({
    from: addressing.from,
    to: addressing.to,
    ...(addressing.replyTo ? { replyTo: addressing.replyTo } : {}),
    subject: content.subject,
    text: content.text,
    html: content.html,
    messageId: addressing.messageId,
    headers: addressing.headers,
    textEncoding: 'quoted-printable',
    // Not a library's advert in every message.
    xMailer: false,
    // Content is ours and the templates link only to the site: nothing may be read from disk or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  }).compile();
  const raw = await node.build();
  const envelope = node.getEnvelope();
  return {
    raw,
    envelope: { from: envelope.from || addressing.from.address, to: envelope.to },
    messageId: node.messageId(),
  };
}
