import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchChromium, openPage, VIEWPORTS } from './browser.ts';
import { type Client, demoJobs, pdfBytes, signInAdmin, signInSeeker, uploadCv } from './http-client.ts';
import { Inbox, type InboxMail } from './inbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const inbox = new Inbox();
const site = () => inject('siteUrl');
const RUN = Date.now().toString(36);

/** The first open job of the demo's on the board (another file's could be gone before the mail is). */
async function anOpenJob(client: Client): Promise<{ id: string; title: string; company: string }> {
  const [job] = await demoJobs(client);
  if (!job) throw new Error('no open demo job on the board');
  return job;
}

/** Signs a new seeker in, uploads a CV and applies from a page (its language is the page's). */
async function applyAs(login: string, page: (jobId: string) => string) {
  const seeker = await signInSeeker(login);
  const job = await anOpenJob(seeker);
  const upload = await uploadCv(seeker, pdfBytes());
  const applied = await seeker.request('POST', '/api/applications', {
    json: {
      jobId: job.id,
      fullName: `Seeker ${RUN}`,
      contactNumber: '+923001112233',
      whatsappNumber: '+923001112233',
      // Typed on the form: the account's own address (the one sign-in proved) is the one written to.
      email: `typed-${RUN}@example.pk`,
      cvPath: upload.objectPath,
    },
    headers: { referer: `${site()}${page(job.id)}` },
  });
  expect(applied.status).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  return { seeker, job, applicationId: id };
}

/** The inbox's page of one e-mail, at both widths, kept as screenshots. */
async function screenshotMail(mail: InboxMail, name: string) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await openPage(browser, viewport, site());
    await page.goto(inbox.pageOf(mail.id));
    await page.getByText(mail.subject).first().waitFor();
    // On a phone the list of e-mails takes the width; the inbox's own toggle puts the message in front.
    if (viewport.width < 600) {
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page.mouse.move(viewport.width / 2, viewport.height - 1);
    }
    // The message renders in the inbox's frame: wait for its brand bar and dashboard link.
    const message = page.frameLocator('iframe').first();
    await message.getByText('Modern Jobs').first().waitFor();
    await message.locator('a[href$="/dashboard"]').first().waitFor();
    // The inbox scrolls the message inside its frame: a page tall enough shows all of it at this width.
    await page.setViewportSize({ width: viewport.width, height: 1700 });
    await keepScreenshot(page, `mail-${name}-${size}`);
    await context.close();
  }
}

describe('e-mails about an application, through the local SMTP server and inbox', () => {
  it('confirms an application with exactly one e-mail, then tells the seeker their application was shortlisted', async () => {
    const address = `mail-seeker-${RUN}@example.pk`;
    const { job, applicationId } = await applyAs(address, (id) => `/job/${id}`);

    const [received, ...more] = await inbox.waitFor(address, 1);
    expect(more).toHaveLength(0);
    expect(received?.subject).toBe(`Application received: ${job.title}`);
    expect(received?.from).toEqual([{ address: 'jobs@modern-jobs.local', name: 'Modern Jobs' }]);
    expect(received?.html).toContain(job.company);
    expect(received?.html).toContain(`${site()}/dashboard`);
    expect(received?.text).toContain(job.title);
    // Only the seeker's own application: the address typed on the form went nowhere.
    expect(await inbox.to(`typed-${RUN}@example.pk`)).toHaveLength(0);
    const source = await inbox.source(received?.id ?? '');
    expect(source).toMatch(/Content-Type: multipart\/alternative/);
    expect(source).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(source).toMatch(/Content-Type: text\/html; charset=utf-8/);
    if (received) await screenshotMail(received, 'application-received');

    const admin = await signInAdmin();
    const changed = await admin.request('PATCH', `/api/admin/applications/${applicationId}`, {
      json: { status: 'shortlisted' },
    });
    expect(changed.status).toBe(200);

    const mails = await inbox.waitFor(address, 2);
    expect(mails).toHaveLength(2);
    const status = mails[1];
    expect(status?.subject).toBe(`Your application for ${job.title}: Shortlisted`);
    expect(status?.text).toContain(`${site()}/dashboard`);
    if (status) await screenshotMail(status, 'application-shortlisted');
  });

  it('writes to a seeker who applied from an Urdu page in Urdu, right to left', async () => {
    const address = `mail-urdu-${RUN}@example.pk`;
    const { job } = await applyAs(address, (id) => `/ur/job/${id}`);

    const [received, ...more] = await inbox.waitFor(address, 1);
    expect(more).toHaveLength(0);
    expect(received?.subject).toBe(`درخواست موصول ہو گئی: \u2068${job.title}\u2069`);
    expect(received?.html).toContain('<html lang="ur" dir="rtl">');
    expect(received?.html).toContain(`${site()}/ur/dashboard`);
    if (received) await screenshotMail(received, 'application-received-ur');
  });
});
