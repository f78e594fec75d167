import { expect, inject } from 'vitest';

/** An e-mail as the local inbox's REST API (maildev) answers it. */
export interface InboxMail {
  id: string;
  subject: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name: string }>;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * Reads the local stack's inbox through the site's own origin (/mail/), as a developer's browser
 * does: nothing here is faked, the mail went over SMTP to a real server.
 */
export class Inbox {
  constructor(readonly base: string = inject('inboxUrl')) {}

  /** Every e-mail to an address, oldest first. */
  async to(address: string): Promise<InboxMail[]> {
    const res = await fetch(`${this.base}api/email`);
    if (!res.ok) throw new Error(`the inbox answered ${res.status}`);
    const mails = (await res.json()) as InboxMail[];
    return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
  }

  /**
   * Waits for the `count`-th e-mail to an address and answers them all; then waits a little more,
   * so a second copy of a mail sent twice would be seen (the caller checks the count).
   */
  async waitFor(address: string, count: number, settleMs = 1_500, timeoutMs = 20_000): Promise<InboxMail[]> {
    await expect
      .poll(async () => (await this.to(address)).length, { timeout: timeoutMs })
      .toBeGreaterThanOrEqual(count);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return this.to(address);
  }

  /** The message as it travelled (headers and MIME parts). */
  async source(id: string): Promise<string> {
    return (await fetch(`${this.base}api/email/${id}/source`)).text();
  }

  /** Where the inbox's own page shows one e-mail. */
  pageOf(id: string): string {
    return `${this.base}#/email/${id}`;
  }
}
