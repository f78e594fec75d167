import {
  CV_BANK_DEFAULTS,
  EN_TALENT,
  EN_TALENT_SEARCHES,
  fill,
  type TalentKey,
  type TalentSearchesKey,
  UR_TALENT,
  UR_TALENT_SEARCHES,
} from '@modern-jobs/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchChromium, openPage, overflowsSideways, VIEWPORTS } from './browser.ts';
import { type Client, pdfBytes, signInAdmin, signInSeeker, uploadCv } from './http-client.ts';
import { Inbox } from './inbox.ts';

/**
 * The CV bank's screens in Chromium (issue 34's web part). The issue's journey: a seeker opts in as
 * anonymous on their CV bank page (in Urdu, at a phone's width); a company the operator verified
 * finds them by a word that is only in their CV (read by the extraction worker when the CV was
 * saved) and sends a contact request (at a desktop's width); the seeker accepts from the e-mail's
 * link, signed out; the employer sees the contacts, and the wallet was charged once; the seeker
 * opts out, and the search no longer finds them. Then every new screen at 360 and 1280 px, in
 * English and Urdu. Screenshots land in test-results/screenshots (cv-bank-*).
 */

let browser: Browser;
const site = () => inject('siteUrl');
const RUN = Date.now().toString(36);
/** A word no demo data has, written only in the seeker's CV: finding it is finding the CV's text. */
const WORD = `Kashida${RUN.replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)))}`;
const SEEKER_EMAIL = `cvbank.seeker.${RUN}@example.pk`;
const COMPANY = `Tilla Works ${RUN}`;
const FUNDS_PAISA = 1_000_00;

const en = (key: TalentKey, values?: Record<string, string>) => fill(EN_TALENT[key], values);
const ur = (key: TalentKey, values?: Record<string, string>) => fill(UR_TALENT[key], values);
const enSearches = (key: TalentSearchesKey, values?: Record<string, string>) => fill(EN_TALENT_SEARCHES[key], values);
const urSearches = (key: TalentSearchesKey, values?: Record<string, string>) => fill(UR_TALENT_SEARCHES[key], values);

let seeker: Client;
let employer: Client;
let admin: Client;
let seekerId: string;
/** A second seeker, visible, whose page the screens open (with its unlock offer). */
let visible: Client;
let visibleId: string;

const userIdOf = async (client: Client) => ((await (await client.get('/api/auth/user')).json()) as { id: string }).id;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signInAdmin();

  // The seeker: a profile, and a CV whose text holds the word.
  seeker = await signInSeeker(SEEKER_EMAIL);
  seekerId = await userIdOf(seeker);
  const saved = await seeker.request('PATCH', '/api/profile', {
    json: {
      fullName: 'Sana Malik',
      contactNumber: '+923001112233',
      whatsappNumber: '+923001112244',
      email: SEEKER_EMAIL,
      city: 'Lahore',
      headline: 'Embroidery supervisor',
      skills: ['Hand embroidery', 'Quality control'],
      yearsOfExperience: 6,
      expectedSalary: 90_000,
      openToAbroad: true,
      languages: ['Urdu', 'English'],
      workHistory: [{ title: 'Floor supervisor', company: 'Anarkali Bridal', from: '2020-01', current: true }],
    },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const { objectPath } = await uploadCv(seeker, pdfBytes(WORD));
  expect(objectPath).toBeTruthy();
  const cv = await seeker.request('POST', '/api/profile/cvs', { json: { cvPath: objectPath, isDefault: true } });
  expect(cv.status, await cv.clone().text()).toBeLessThan(300);

  visible = await signInSeeker(`cvbank.visible.${RUN}@example.pk`);
  visibleId = await userIdOf(visible);
  const shown = await visible.request('PATCH', '/api/profile', {
    json: {
      fullName: 'Bilal Ahmed',
      city: 'Karachi',
      headline: 'Solar technician',
      skills: ['Wiring'],
      yearsOfExperience: 3,
    },
  });
  expect(shown.status, await shown.clone().text()).toBe(200);
  expect((await visible.request('PUT', '/api/talent/visibility', { json: { visibility: 'visible' } })).status).toBe(
    200,
  );

  // The employer: a company the operator verifies, and credit for one contact.
  employer = await signInSeeker(`cvbank.employer.${RUN}@example.pk`);
  const company = await employer.request('PUT', '/api/employer/company', {
    json: { name: COMPANY, city: 'lahore', website: '', about: null, logo: null },
  });
  expect(company.status).toBe(200);
  const employerId = await userIdOf(employer);
  const verified = await admin.request('POST', `/api/admin/users/${employerId}/verify-company`, {
    json: { evidence: { note: 'Checked the SECP record for the CV bank journey' } },
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  const credited = await admin.request('POST', `/api/admin/wallet/users/${employerId}/adjustments`, {
    json: { amountPaisa: FUNDS_PAISA, reason: 'Credit for the CV bank journey' },
  });
  expect(credited.status, await credited.clone().text()).toBeLessThan(300);
});

afterAll(async () => {
  await browser?.close();
  // Out of the bank whatever happened, so other files' searches do not meet this seeker.
  await seeker?.request('PUT', '/api/talent/visibility', { json: { visibility: 'off' } });
  await visible?.request('PUT', '/api/talent/visibility', { json: { visibility: 'off' } });
});

/** A page at a viewport holding a client's session (none: signed out). */
async function pageAs(client: Client | null, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, viewport, site());
  const domain = new URL(site()).hostname;
  if (client)
    await opened.context.addCookies([...client.jar].map(([name, value]) => ({ name, value, domain, path: '/' })));
  return opened;
}

const balanceOf = async () =>
  ((await (await employer.request('GET', '/api/auth/user')).json()) as { walletBalance: string }).walletBalance;

/** The employer's search for the word, as the page asks it: the cards' count, polled until it is `count`. */
async function waitForSearch(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        await page.goto(`/employer/candidates?q=${WORD}`);
        const found = page.getByTestId('candidates-found');
        await found.waitFor();
        return page.getByTestId('candidate-card').count();
      },
      { timeout: 90_000, interval: 2_000 },
    )
    .toBe(count);
}

/** The link of the contact request's e-mail, as the seeker's inbox has it. */
async function requestLinkOf(inbox: Inbox): Promise<string> {
  const [mail] = await inbox.waitFor(SEEKER_EMAIL, 1);
  const body = `${mail?.text ?? ''} ${mail?.html ?? ''}`;
  const link = /https?:\/\/[^\s"'<>]+\/talent\/request\?[^\s"'<>]+/.exec(body)?.[0];
  expect(link, body).toBeTruthy();
  return (link ?? '').replaceAll('&amp;', '&');
}

const JOURNEY_MS = 300_000;

describe('the CV bank’s journey', () => {
  it(
    'anonymous in Urdu at 360 px, found by a word of the CV, asked, accepted from the e-mail, paid once, then opted out',
    async () => {
      // 1. The seeker, in Urdu on a phone: from the dashboard to the CV bank page, and anonymous.
      const phone = await pageAs(seeker, VIEWPORTS.phone);
      try {
        await phone.page.goto('/ur/dashboard');
        await phone.page.getByRole('link', { name: ur('talent.link.action') }).click();
        await phone.page.getByRole('heading', { level: 1, name: ur('talent.title') }).waitFor();
        expect(await phone.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        const off = phone.page.getByRole('radio', { name: ur('talent.visibility.off') });
        await expect.poll(() => off.isChecked()).toBe(true);
        // The choice shows once the API has it (the radios follow the saved state), so click, not check().
        const anonymous = phone.page.getByRole('radio', { name: ur('talent.visibility.anonymous') });
        await anonymous.click();
        await phone.page.getByText(ur('talent.visibility.saved')).waitFor();
        await expect.poll(() => anonymous.isChecked()).toBe(true);
        expect(await overflowsSideways(phone.page)).toBe(false);
        await keepScreenshot(phone.page, 'cv-bank-phone-anonymous-ur');
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.context.close();
      }
      expect(((await (await seeker.get('/api/talent/me')).json()) as { visibility: string }).visibility).toBe(
        'anonymous',
      );

      // 2. The employer, at a desktop's width: the word finds them (once the worker has read the CV).
      const desk = await pageAs(employer, VIEWPORTS.desktop);
      try {
        await desk.page.goto('/employer');
        await desk.page.getByRole('link', { name: en('talent.search.link') }).click();
        await desk.page.getByRole('heading', { level: 1, name: en('talent.search.title') }).waitFor();
        await waitForSearch(desk.page, 1);
        const card = desk.page.getByTestId('candidate-card');
        await card.getByText(en('talent.card.anonymous')).waitFor();
        expect(await card.getByText('Sana Malik').count()).toBe(0);
        expect(await card.getByText(SEEKER_EMAIL).count()).toBe(0);
        expect(await overflowsSideways(desk.page)).toBe(false);
        await keepScreenshot(desk.page, 'cv-bank-desktop-found');

        await card.getByRole('link', { name: en('talent.card.open', { name: en('talent.card.anonymous') }) }).click();
        await desk.page.getByRole('heading', { level: 1, name: en('talent.card.anonymous') }).waitFor();
        const panel = desk.page.getByTestId('contact-request-panel');
        await panel
          .getByRole('textbox', { name: en('talent.request.message') })
          .fill('We are hiring an embroidery floor supervisor in Lahore. Could we talk?');
        await panel.getByRole('button', { name: en('talent.request.send') }).click();
        await panel.getByTestId('request-status').getByText(en('talent.request.pending')).waitFor();
        await keepScreenshot(desk.page, 'cv-bank-desktop-requested');
        expect(desk.errors).toEqual([]);
      } finally {
        await desk.context.close();
      }

      // 3. The seeker accepts from the e-mail's link, signed out, on a phone.
      const link = await requestLinkOf(new Inbox());
      const mailPage = await pageAs(null, VIEWPORTS.phone);
      try {
        await mailPage.page.goto(link);
        const texts = new URL(link).pathname.startsWith('/ur/') ? ur : en;
        await mailPage.page.getByRole('heading', { level: 1, name: texts('talent.answer.title') }).waitFor();
        await mailPage.page.getByRole('button', { name: texts('talent.answer.accept') }).click();
        const outcome = mailPage.page.getByTestId('answer-outcome');
        await outcome.getByText(texts('talent.answer.accepted')).waitFor();
        expect(await outcome.getAttribute('data-outcome')).toBe('accepted');
        expect(await overflowsSideways(mailPage.page)).toBe(false);
        await keepScreenshot(mailPage.page, 'cv-bank-phone-accepted-from-mail');
        // The same link again: answered already, said plainly.
        await mailPage.page.goto(link);
        await mailPage.page.getByRole('button', { name: texts('talent.answer.decline') }).click();
        await mailPage.page.getByTestId('answer-outcome').getByText(texts('talent.answer.answered')).waitFor();
        expect(mailPage.errors).toEqual([]);
      } finally {
        await mailPage.context.close();
      }

      // 4. The employer sees the contacts; the wallet paid once, for one 'contact' entry.
      const contacts = await pageAs(employer, VIEWPORTS.desktop);
      try {
        await waitForSearch(contacts.page, 1);
        await contacts.page.getByTestId('candidate-card').getByRole('link').first().click();
        const shown = contacts.page.getByTestId('candidate-contacts');
        await shown.getByText('Sana Malik').waitFor();
        await shown.getByRole('link', { name: SEEKER_EMAIL }).waitFor();
        await shown.getByRole('link', { name: en('talent.contacts.cv') }).waitFor();
        await keepScreenshot(contacts.page, 'cv-bank-desktop-contacts');
        // The stack's prices are the defaults (no file sets the cv_bank setting).
        const left = FUNDS_PAISA - CV_BANK_DEFAULTS.requestPaisa;
        expect(await balanceOf()).toBe(`${Math.trunc(left / 100)}.${String(left % 100).padStart(2, '0')}`);
        const entries = (await (await employer.get('/api/wallet/transactions?limit=50')).json()) as Array<{
          type: string;
        }>;
        expect(entries.filter((entry) => entry.type === 'contact')).toHaveLength(1);
        await contacts.page.goto('/dashboard/wallet');
        await contacts.page.getByTestId('wallet-entry').filter({ hasText: 'Candidate contacts' }).waitFor();
        expect(await contacts.page.getByTestId('wallet-entry').filter({ hasText: 'Candidate contacts' }).count()).toBe(
          1,
        );
        expect(contacts.errors).toEqual([]);
      } finally {
        await contacts.context.close();
      }

      // 5. The seeker opts out, in Urdu on a phone; the employer's search no longer finds them.
      const optOut = await pageAs(seeker, VIEWPORTS.phone);
      try {
        await optOut.page.goto('/ur/talent');
        await optOut.page.getByTestId('contact-request').getByText(ur('talent.requests.accepted')).waitFor();
        const off = optOut.page.getByRole('radio', { name: ur('talent.visibility.off') });
        await off.click();
        await optOut.page.getByText(ur('talent.visibility.saved')).waitFor();
        await expect.poll(() => off.isChecked()).toBe(true);
        expect(optOut.errors).toEqual([]);
      } finally {
        await optOut.context.close();
      }
      const gone = await pageAs(employer, VIEWPORTS.desktop);
      try {
        await waitForSearch(gone.page, 0);
        await gone.page.getByText(en('talent.search.none')).waitFor();
        await keepScreenshot(gone.page, 'cv-bank-desktop-opted-out');
        expect(gone.errors).toEqual([]);
      } finally {
        await gone.context.close();
      }
    },
    JOURNEY_MS,
  );
});

describe.each([
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const)('the CV bank’s screens at %s width', (width, viewport) => {
  it.each(['en', 'ur'] as const)(
    '%s: the seeker’s page, the answer page, the search and a candidate',
    async (locale) => {
      const t = locale === 'en' ? en : ur;
      const prefix = locale === 'en' ? '' : '/ur';
      /** Each screen: no sideways scroll, the page's language and direction, and a screenshot. */
      const check = async (page: Page, name: string) => {
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
          locale,
          locale === 'en' ? 'ltr' : 'rtl',
        ]);
        expect(await overflowsSideways(page)).toBe(false);
        await keepScreenshot(page, `cv-bank-${width}-${name}-${locale}`);
      };

      const seekerPage = await pageAs(seeker, viewport);
      try {
        await seekerPage.page.goto(`${prefix}/talent`);
        await seekerPage.page.getByRole('heading', { level: 2, name: t('talent.blocks.title') }).waitFor();
        await seekerPage.page.getByRole('heading', { level: 2, name: t('talent.requests.title') }).waitFor();
        await check(seekerPage.page, 'talent');
        expect(seekerPage.errors).toEqual([]);
      } finally {
        await seekerPage.context.close();
      }

      const answerPage = await pageAs(null, viewport);
      try {
        await answerPage.page.goto(`${prefix}/talent/request?r=no-such-request&t=${'a'.repeat(43)}`);
        await answerPage.page.getByRole('button', { name: t('talent.answer.accept') }).waitFor();
        await check(answerPage.page, 'answer');
        await answerPage.page.getByRole('button', { name: t('talent.answer.accept') }).click();
        await answerPage.page.getByTestId('answer-outcome').getByText(t('talent.answer.badLink')).waitFor();
        expect(answerPage.errors).toEqual([]);
      } finally {
        await answerPage.context.close();
      }

      const employerPage = await pageAs(employer, viewport);
      try {
        await employerPage.page.goto(`${prefix}/employer/candidates`);
        await employerPage.page.getByRole('heading', { level: 1, name: t('talent.search.title') }).waitFor();
        await employerPage.page.getByTestId('candidates-found').waitFor();
        await check(employerPage.page, 'search');
        // A visible candidate: the card, and the unlock's price against the wallet's balance.
        await employerPage.page.goto(`${prefix}/employer/candidates/${visibleId}`);
        await employerPage.page.getByRole('heading', { level: 1, name: 'Bilal Ahmed' }).waitFor();
        await employerPage.page.getByTestId('talent-balance').waitFor();
        await check(employerPage.page, 'candidate');
        // The seeker the journey made is out of the bank by now: their page says so plainly.
        await employerPage.page.goto(`${prefix}/employer/candidates/${seekerId}`);
        await employerPage.page.getByText(t('talent.candidate.notFound')).waitFor();
        await check(employerPage.page, 'candidate-gone');
        expect(employerPage.errors).toEqual([]);
      } finally {
        await employerPage.context.close();
      }
    },
  );
});

// Their behaviour once, at a phone's width; at a desktop's, the screens above and the operator's
// every tab (desktop-screens.e2e.ts) are the layout pass.
describe('the CV bank’s saved searches and operator tab at phone width', () => {
  const width = 'phone';
  const viewport = VIEWPORTS.phone;

  it('a saved search: saved in English, listed in Urdu, opened, and deleted after asking', async () => {
    const name = `Solar ${width} ${RUN}`;
    const { context, page, errors } = await pageAs(employer, viewport);
    try {
      await page.goto('/employer/candidates?q=Solar&city=karachi');
      await page.getByTestId('candidates-found').waitFor();
      await page.getByRole('button', { name: enSearches('talentSearches.save') }).click();
      const dialog = page.getByRole('dialog', { name: enSearches('talentSearches.saveTitle') });
      await dialog.getByRole('textbox', { name: enSearches('talentSearches.name') }).fill(name);
      await dialog.getByRole('button', { name: enSearches('talentSearches.submit') }).click();
      const list = page.getByTestId('saved-searches');
      await list.getByTestId('saved-search').filter({ hasText: name }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await keepScreenshot(page, `cv-bank-${width}-saved-search-en`);

      await page.goto('/ur/employer/candidates');
      const row = list.getByTestId('saved-search').filter({ hasText: name });
      await row.getByText(urSearches('talentSearches.summary.q', { q: 'Solar' })).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await overflowsSideways(page)).toBe(false);
      await keepScreenshot(page, `cv-bank-${width}-saved-searches-ur`);
      await row.getByRole('link', { name: urSearches('talentSearches.openFor', { name }) }).click();
      await page.waitForURL(
        (url) => url.pathname === '/ur/employer/candidates' && url.search === '?q=Solar&city=karachi',
      );
      await page.getByTestId('candidate-card').filter({ hasText: 'Bilal Ahmed' }).waitFor();

      await row.getByRole('button', { name: urSearches('talentSearches.deleteFor', { name }) }).click();
      await page
        .getByRole('dialog', { name: urSearches('talentSearches.deleteTitle') })
        .getByRole('button', { name: urSearches('talentSearches.deleteConfirm') })
        .click();
      await list.getByText(urSearches('talentSearches.empty')).waitFor();
      const left = (await (await employer.get('/api/talent/searches')).json()) as { searches: unknown[] };
      expect(left.searches).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('en: the operator’s CV bank tab and its settings form', async () => {
    const { context, page, errors } = await pageAs(admin, viewport);
    try {
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'CV bank' }).click();
      await page.getByTestId('talent-usage').filter({ hasText: COMPANY }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await keepScreenshot(page, `cv-bank-${width}-admin-usage`);
      // Users: hide the journey's seeker from the bank, and show them again.
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('searchbox', { name: 'Search users' }).fill(SEEKER_EMAIL);
      const row = page.getByTestId('user-row').filter({ hasText: SEEKER_EMAIL });
      await row.getByRole('button', { name: /^Hide .+ from the CV bank$/ }).click();
      await page.getByText('Hidden from the CV bank', { exact: true }).waitFor();
      const hidden = async () =>
        ((await (await seeker.get('/api/talent/me')).json()) as { hiddenByOperator: boolean }).hiddenByOperator;
      expect(await hidden()).toBe(true);
      await row.getByRole('button', { name: /^Show .+ in the CV bank$/ }).click();
      await expect.poll(hidden).toBe(false);
      expect(await overflowsSideways(page)).toBe(false);
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByRole('heading', { name: 'CV Bank Prices and Caps' }).waitFor();
      await page.getByRole('textbox', { name: 'Unlock price (PKR)' }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
