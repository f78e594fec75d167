import { config } from '../config.ts';
import type { Envelope } from './compose.ts';

/** Sends a composed message. SMTP locally, SES in AWS: the same MIME bytes either way. */
export interface MailSender {
  /** resolves with the id the server gave the message; rejects when it was not accepted */
  send(raw: Buffer, envelope: Envelope): Promise<{ serverId?: string }>;
}

let sender: Promise<MailSender> | undefined;

/** The sender the configuration names: SMTP_URL set (the local stack), else SES. Made once. */
export function mailSender(): Promise<MailSender> {
  sender ??= config.SMTP_URL
    ? import('./smtp-sender.ts').then(({ smtpSender }) => smtpSender(config.SMTP_URL as string))
    : import('./ses-sender.ts').then(({ sesSender }) => sesSender(config.SES_CONFIGURATION_SET));
  return sender;
}
