import { MailDev } from 'maildev';

/** Where the inbox is served on the site's origin (front.ts passes it on, path untouched). */
export const INBOX_PATH = '/mail';

/**
 * A real SMTP server with a web inbox (maildev), in this process: the mail workers send to it over
 * SMTP as they send to SES in AWS, and the inbox (and its REST API, which the e2e tests read) answers
 * under /mail on the site's origin. Both on loopback. Mail is kept under `directory` between runs.
 */
export async function startMail(options: { smtpPort: number; webPort: number; directory: string }) {
  const maildev = new MailDev({
    smtp: options.smtpPort,
    ip: '127.0.0.1',
    web: options.webPort,
    webIp: '127.0.0.1',
    basePathname: INBOX_PATH,
    mailDirectory: options.directory,
    silent: true,
  });
  // maildev announces its address on the console even when silent; the stack prints its own.
  // biome-ignore lint/suspicious/noConsole: silencing a library's console line, not writing one
  const info = console.info;
  console.info = () => undefined;
  try {
    await maildev.start();
  } finally {
    console.info = info;
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    webEndpoint: `http://127.0.0.1:${options.webPort}`,
    stop: () => maildev.stop(),
  };
}
