import { readFile } from 'node:fs/promises';
import { type MessageKey, type MessageValues, translate } from '@modern-jobs/domain';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchChromium, openPage, overflowsSideways, signInOnProvider, VIEWPORTS } from './browser.ts';
import { type Client, deleteJobsMatching, pdfBytes, runWord, signInSeeker, theAdmin } from './http-client.ts';

/**
 * Seeker profiles in Chromium (issue 32's screens). At a phone's width (360 px), one seeker's whole
 * journey: sign in on /profile, build the profile (saved as they type) and upload two CVs, apply to
 * one job in one tap and to another with the second CV, the employer sees exactly what was sent
 * (their applicants page and the CV files), download the export (one zip: the JSON and the CVs),
 * delete the account, and sign in again to nothing. Then at a desktop's width (1280 px) a seeker
 * without a profile applies with the full form and keeps what they typed as their profile, after
 * which Apply Now is one tap; and the profile page and the one-tap sheet in Urdu at both widths.
 * Screenshots land in test-results/screenshots (profile-*).
 */

let browser: Browser;
/** A word only this run has (no demo job, no other file's): the jobs posted here, removed at the end. */
const WORD = runWord('Galeecha');
const site = () => inject('siteUrl');
const ur = (key: MessageKey, values?: MessageValues) => translate(URDU, key, values);
const stamp = Date.now();

let employer: Client;
const jobs: Array<{ id: string; title: string }> = [];

async function postApprovedJob(title: string): Promise<{ id: string; title: string }> {
  const posted = await employer.request('POST', '/api/employer/jobs', {
    json: {
      title,
      description: 'Hand-knotted carpets for export, in a workshop in Lahore.',
      location: 'Lahore, Pakistan',
      jobType: 'full-time',
      salaryMin: 45_000,
      skills: ['Weaving'],
    },
  });
  expect(posted.status).toBe(201);
  const own = (await posted.json()) as { id: string; updatedAt: string };
  const admin = await theAdmin();
  const approved = await admin.request('POST', `/api/admin/jobs/${own.id}/approve`, {
    headers: { 'if-match': `"${own.updatedAt}"` },
  });
  expect(approved.status).toBe(200);
  return { id: own.id, title };
}

beforeAll(async () => {
  browser = await launchChromium();
  employer = await signInSeeker(`profile.employer.${stamp}@example.pk`);
  const company = await employer.request('PUT', '/api/employer/company', {
    json: { name: `${WORD} Works`, city: 'lahore', website: '', about: null, logo: null },
  });
  expect(company.status).toBe(200);
  for (const title of [`${WORD} Weaver`, `${WORD} Dyer`, `${WORD} Finisher`]) jobs.push(await postApprovedJob(title));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await deleteJobsMatching(WORD);
});

/** A page at a viewport holding a client's session. */
async function pageAs(client: Client, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, viewport, site());
  const domain = new URL(site()).hostname;
  await opened.context.addCookies([...client.jar].map(([name, value]) => ({ name, value, domain, path: '/' })));
  return opened;
}

/** The autosave status line settled on "saved". */
const saved = (page: Page) =>
  expect
    .poll(() => page.getByTestId('profile-save-status').getAttribute('data-state'), { timeout: 15_000 })
    .toBe('saved');

/** The job page, once it knows who is signed in (before that, Apply Now asks to sign in). */
async function openJob(page: Page, id: string, prefix = '') {
  await page.goto(`${prefix}/job/${id}`);
  // The navbar's profile link is there only for a signed-in person (behind the menu on a phone).
  await page.locator(`header a[href="${prefix}/profile"]`).first().waitFor({ state: 'attached' });
}

const JOURNEY_MS = 240_000;

describe('a seeker’s profile at a phone’s width (360 px)', () => {
  it(
    'builds a profile with two CVs, applies in one tap and with the second CV, exports everything, and deletes the account',
    async () => {
      const login = `profile.seeker.${stamp}@example.pk`;
      const { page, context, errors } = await openPage(browser, VIEWPORTS.phone, site());
      try {
        // Signed out, /profile goes through sign-in and back.
        await page.goto('/profile');
        await signInOnProvider(page, login);
        await page.waitForURL((url) => url.pathname === '/profile');
        await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();

        // The fields, saved as they are typed.
        await page.getByLabel('Full Name').fill('Sana Qaleen');
        await page.getByLabel('Email').fill(`sana.${stamp}@example.pk`);
        await page.getByLabel('Contact Number').fill('+923001234567');
        await page.getByLabel('WhatsApp Number').fill('+923007654321');
        await page.getByLabel('City').fill('Lahore');
        await page.getByLabel('Headline').fill('Carpet weaver with 6 years in hand-knotted rugs');
        await page.getByLabel('Years of experience').fill('6');
        const skills = page.getByRole('combobox', { name: 'Skills' });
        for (const skill of ['Weaving', 'Dyeing']) {
          await skills.fill(skill);
          await skills.press('Enter');
        }
        const languages = page.getByRole('combobox', { name: 'Languages' });
        await languages.fill('Urdu');
        await languages.press('Enter');
        await page.getByRole('button', { name: 'Add a job' }).click();
        const job = page.getByRole('group', { name: 'Job 1' });
        await job.getByLabel('Job title').fill('Weaver');
        await job.getByLabel('Company').fill('Lahore Rugs');
        await job.getByLabel('From').fill('2019-04');
        await job.getByLabel('I work here now').check();
        await page.getByLabel('Expected monthly salary (PKR)').fill('60,000');
        await page.getByRole('radio', { name: 'Yes' }).check();
        await saved(page);
        await page.getByText('Still missing: education, a saved CV').waitFor();

        // Two CVs, through the same uploader as the application form.
        const cvs = page.getByTestId('saved-cv');
        await page.locator('input[type="file"]').setInputFiles({
          name: 'weaver.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(pdfBytes('CV one')),
        });
        await cvs.first().waitFor();
        await expect.poll(() => cvs.count()).toBe(1);
        await page.locator('input[type="file"]').setInputFiles({
          name: 'sales.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(pdfBytes('CV two')),
        });
        await expect.poll(() => cvs.count(), { timeout: 15_000 }).toBe(2);
        await cvs.first().getByText('Default').waitFor();
        // The second is renamed.
        await cvs
          .nth(1)
          .getByRole('button', { name: /^Actions for / })
          .click();
        await page.getByRole('menuitem', { name: 'Rename' }).click();
        const rename = page.getByRole('dialog', { name: /^Rename / });
        await rename.getByLabel('Name').fill('Sales CV');
        await rename.getByRole('button', { name: 'Save' }).click();
        await rename.waitFor({ state: 'detached' });
        await cvs.filter({ hasText: 'Sales CV' }).waitFor();
        await page.getByText('You can apply to jobs in one tap.').waitFor();
        await page.getByText('Still missing: education').waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await keepScreenshot(page, 'profile-phone-built');

        // Kept by the API, not only on screen.
        await page.reload();
        await expect.poll(() => page.getByLabel('Full Name').inputValue(), { timeout: 15_000 }).toBe('Sana Qaleen');
        expect(await page.getByRole('group', { name: 'Job 1' }).getByLabel('Company').inputValue()).toBe('Lahore Rugs');

        // One tap: the sheet shows what goes, with the default CV.
        const [first, second] = jobs as [{ id: string; title: string }, { id: string; title: string }];
        await openJob(page, first.id);
        await page.getByRole('button', { name: 'Apply Now' }).click();
        const sheet = page.getByRole('dialog', { name: `Apply for ${first.title}` });
        await sheet.getByText('Sana Qaleen').waitFor();
        await sheet.getByText('+923001234567').waitFor();
        await sheet.getByText('+923007654321').waitFor();
        await sheet.getByText(`sana.${stamp}@example.pk`).waitFor();
        const cvSelect = sheet.getByLabel('CV to send');
        expect(await cvSelect.locator('option:checked').innerText()).toMatch(/^CV 1 \(PDF\)/);
        expect(await overflowsSideways(page)).toBe(false);
        await keepScreenshot(page, 'profile-phone-one-tap');
        await sheet.getByRole('button', { name: 'Send application' }).click();
        const sent = page.getByRole('dialog', { name: 'Application sent' });
        await sent
          .getByText('Modern Jobs and genuine employers never ask job seekers for money.', { exact: false })
          .waitFor();
        await keepScreenshot(page, 'profile-phone-one-tap-sent');
        await sent.getByRole('button', { name: 'Close' }).last().click();
        await sent.waitFor({ state: 'detached' });

        // Another job, with the second CV.
        await openJob(page, second.id);
        await page.getByRole('button', { name: 'Apply Now' }).click();
        const sheet2 = page.getByRole('dialog', { name: `Apply for ${second.title}` });
        await sheet2.getByLabel('CV to send').selectOption({ label: 'Sales CV (PDF, 1 KB)' });
        await sheet2.getByRole('button', { name: 'Send application' }).click();
        await page.getByRole('dialog', { name: 'Application sent' }).waitFor();

        // The employer received exactly that: the profile's details, each job with its CV.
        for (const [job, cvText] of [
          [first, 'CV one'],
          [second, 'CV two'],
        ] as const) {
          const listed = await employer.get(`/api/employer/jobs/${job.id}/applications`);
          expect(listed.status).toBe(200);
          const { items } = (await listed.json()) as { items: Array<Record<string, string>> };
          expect(items).toEqual([
            expect.objectContaining({
              fullName: 'Sana Qaleen',
              contactNumber: '+923001234567',
              whatsappNumber: '+923007654321',
              email: `sana.${stamp}@example.pk`,
            }),
          ]);
          const link = await employer.get(`/api/employer/applications/${items[0]?.id}/cv`);
          const { url } = (await link.json()) as { url: string };
          const file = await fetch(new URL(url, site()));
          expect(new TextDecoder().decode(await file.arrayBuffer())).toContain(`(${cvText})`);
        }
        const employerView = await pageAs(employer, VIEWPORTS.desktop);
        await employerView.page.goto(`/employer/jobs/${second.id}/applicants`);
        const row = employerView.page.getByTestId('applicant').filter({ hasText: 'Sana Qaleen' });
        await row.getByRole('link', { name: '+923001234567' }).waitFor();
        await keepScreenshot(employerView.page, 'profile-employer-applicants');
        await employerView.context.close();

        // Everything in one archive: the JSON and the CV files.
        await page.goto('/profile');
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 30_000 }),
          page.getByRole('button', { name: 'Download my data' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^modern-jobs-data-\d{4}-\d{2}-\d{2}\.zip$/);
        const files = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
        const data = JSON.parse(strFromU8(files['modern-jobs-data.json'] as Uint8Array)) as {
          profile: { fullName: string };
          applications: unknown[];
          cvs: unknown[];
        };
        expect(data.profile.fullName).toBe('Sana Qaleen');
        expect(data.applications).toHaveLength(2);
        expect(data.cvs).toHaveLength(2);
        expect(Object.keys(files).sort()).toEqual(['cvs/CV 1 (PDF).pdf', 'cvs/Sales CV.pdf', 'modern-jobs-data.json']);
        expect(strFromU8(files['cvs/Sales CV.pdf'] as Uint8Array)).toContain('(CV two)');

        // Deleting the account: the typed word, then home, signed out.
        await page.getByRole('button', { name: 'Delete my account' }).click();
        const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
        const button = confirm.getByRole('button', { name: 'Delete my account' });
        expect(await button.isDisabled()).toBe(true);
        await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
        await keepScreenshot(page, 'profile-phone-delete');
        await button.click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByText('Your account was deleted').waitFor();

        // Signing in again is a new person with nothing left.
        const again = await signInSeeker(login);
        const profile = (await (await again.get('/api/profile')).json()) as {
          profile: { fullName: string | null };
          cvs: unknown[];
        };
        expect(profile.profile.fullName).toBeNull();
        expect(profile.cvs).toEqual([]);
        expect(await (await again.get('/api/applications/user')).json()).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    JOURNEY_MS,
  );
});

describe('the full form, the desktop layout and Urdu', () => {
  it(
    'offers a seeker without a profile to keep what they sent, then applies in one tap; the profile and the sheet in Urdu',
    async () => {
      const seeker = await signInSeeker(`profile.form.${stamp}@example.pk`);
      const { page, context, errors } = await pageAs(seeker, VIEWPORTS.desktop);
      try {
        const [first, second, third] = jobs as Array<{ id: string; title: string }> as [
          { id: string; title: string },
          { id: string; title: string },
          { id: string; title: string },
        ];
        // The full form, as before; then the offer, with the never-pay sentence.
        await openJob(page, first.id);
        await page.getByRole('button', { name: 'Apply Now' }).click();
        const dialog = page.getByRole('dialog', { name: `Apply for ${first.title}` });
        await dialog.getByLabel('Full Name').fill('Imran Form');
        await dialog.getByLabel('Contact Number').fill('+923111111111');
        await dialog.getByLabel('WhatsApp Number').fill('+923222222222');
        await dialog.getByLabel('Email').fill(`imran.${stamp}@example.pk`);
        await dialog.locator('input[type="file"]').setInputFiles({
          name: 'imran.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(pdfBytes('Imran CV')),
        });
        const submit = dialog.getByRole('button', { name: 'Submit Application' });
        await expect.poll(() => submit.isDisabled(), { timeout: 15_000 }).toBe(false);
        await submit.click();
        await dialog.waitFor({ state: 'detached' });
        const notice = page.getByTestId('applied-notice');
        await notice
          .getByText('Modern Jobs and genuine employers never ask job seekers for money.', { exact: false })
          .waitFor();
        await keepScreenshot(page, 'profile-desktop-applied-offer');
        await notice.getByRole('button', { name: 'Save as my profile' }).click();
        await notice.getByText('Saved. Your next application takes one tap.').waitFor();

        // Now Apply Now is one tap, a dialog at this width.
        await openJob(page, second.id);
        await page.getByRole('button', { name: 'Apply Now' }).click();
        const sheet = page.getByRole('dialog', { name: `Apply for ${second.title}` });
        await sheet.getByText('Imran Form').waitFor();
        await keepScreenshot(page, 'profile-desktop-one-tap');
        await sheet.getByRole('button', { name: 'Close' }).click();
        await sheet.waitFor({ state: 'detached' });
        // The same sheet in Urdu, right to left.
        await openJob(page, second.id, '/ur');
        await page.getByRole('button', { name: ur('job.applyNow') }).click();
        const urduDesktopSheet = page.getByRole('dialog', { name: ur('oneTap.title', { title: second.title }) });
        await urduDesktopSheet.getByText(ur('oneTap.intro')).waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await keepScreenshot(page, 'profile-desktop-urdu-one-tap');
        await urduDesktopSheet.getByRole('button', { name: ur('common.close') }).click();

        // The profile page at 1280 px, English then Urdu.
        await page.goto('/profile');
        await expect.poll(() => page.getByLabel('Full Name').inputValue(), { timeout: 15_000 }).toBe('Imran Form');
        await page.getByTestId('saved-cv').first().getByText('Default').waitFor();
        await saved(page);
        await keepScreenshot(page, 'profile-desktop');
        await page.goto('/ur/profile');
        await page.getByRole('heading', { level: 1, name: ur('profile.title') }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await page.getByText(ur('profile.oneTapReady')).waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await keepScreenshot(page, 'profile-desktop-urdu');

        // Urdu at a phone's width: the page, and the one-tap sheet from the bottom, sent.
        await page.setViewportSize(VIEWPORTS.phone);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: ur('profile.title') }).waitFor();
        await page.getByLabel(ur('apply.fullName')).first().waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await keepScreenshot(page, 'profile-phone-urdu');
        await openJob(page, third.id, '/ur');
        await page.getByRole('button', { name: ur('job.applyNow') }).click();
        const urduSheet = page.getByRole('dialog', { name: ur('oneTap.title', { title: third.title }) });
        await urduSheet.getByText('Imran Form').waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await keepScreenshot(page, 'profile-phone-urdu-one-tap');
        await urduSheet.getByRole('button', { name: ur('oneTap.send') }).click();
        const urduSent = page.getByRole('dialog', { name: ur('oneTap.sent') });
        await urduSent.getByText(ur('apply.neverPay')).waitFor();
        await keepScreenshot(page, 'profile-phone-urdu-sent');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    JOURNEY_MS,
  );
});
