import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { MailSender } from './sender.ts';

// A mail server that does not answer must fail the send within seconds: the worker tries again later.
const TIMEOUT_MS = 5_000;

/**
 * Sends over SMTP (locally: maildev), one connection per message, to `smtp://[user:pass@]host:port`
 * (`smtps://` for TLS from the start). nodemailer's SMTP connection, not its transport: the message
 * is composed already, and the transport would bring every other transport into the bundle.
 */
export function smtpSender(url: string): MailSender {
  const target = new URL(url);
  const secure = target.protocol === 'smtps:';
  const options = {
    host: target.hostname,
    port: Number(target.port) || (secure ? 465 : 587),
    secure,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
  const auth = target.username
    ? { user: decodeURIComponent(target.username), pass: decodeURIComponent(target.password) }
    : undefined;
  return {
    send: (raw, envelope) =>
      new Promise((resolve, reject) => {
        const connection = new SMTPConnection(options);
        const fail = (error: Error) => {
          connection.close();
          reject(error);
        };
        connection.once('error', fail);
        const transmit = () =>
          connection.send(envelope, raw, (error, info) => {
            if (error) return fail(error);
            connection.quit();
            resolve({ serverId: info.response });
          });
        connection.connect(() => {
          if (auth) connection.login(auth, (error) => (error ? fail(error) : transmit()));
          else transmit();
        });
      }),
  };
}
