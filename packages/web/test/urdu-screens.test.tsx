import {
  API_MESSAGES,
  amount,
  en,
  formatDate,
  LANGUAGE_NAMES,
  type MessageKey,
  type MessageValues,
  money,
  type PluralKey,
  plural,
  postedAgo,
  salaryText,
  skillsPreview,
  translate,
} from '@modern-jobs/domain';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aJob, apiRefusal, askedFor, renderAt, SIGNED_IN_USER, setting, signIn, signOut, stubApi } from './render.tsx';
import { ALWAYS_ALLOWED, escapeRegExp, expectAllUrdu, notUrdu } from './urdu-check.ts';

/**
 * Every seeker screen at its /ur/ URL, with realistic answers from the API: the page is right to
 * left, in Urdu, and shows no English but the brand, the file formats, and what the API and the
 * operator wrote (job data, settings, the user's name), which the page shows as written.
 */

const t = (key: MessageKey, values?: MessageValues) => translate(URDU, key, values);
const count = (key: PluralKey, n: number) => plural(URDU, key, n);

// ---------------------------------------------------------------------------------------------
// Fixtures: what the API and the operator answer, and the texts of theirs the page shows as written.

type AJob = ReturnType<typeof aJob>;

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const JOBS: AJob[] = [
  aJob({ isBoosted: true, boostExpiry: '2099-01-01T00:00:00Z' }),
  aJob({
    id: 'seed-02',
    title: 'Data Analyst',
    company: 'Systems Limited',
    location: 'Lahore, Pakistan',
    jobType: 'part-time',
    salaryMin: 120000,
    salaryMax: null,
    skills: ['SQL', 'Power BI'],
    createdAt: ago(3 * 24 * HOUR),
  }),
  aJob({
    id: 'seed-03',
    title: 'Staff Nurse',
    company: 'Al Noor Hospital',
    location: 'Riyadh, Saudi Arabia',
    jobType: 'contract',
    salaryMin: null,
    salaryMax: null,
    skills: [],
    createdAt: ago(24 * HOUR + 60_000),
  }),
  aJob({
    id: 'seed-04',
    title: 'Graphic Design Intern',
    company: 'Pixel Bazaar',
    location: 'Islamabad, Pakistan',
    jobType: 'internship',
    salaryMin: null,
    salaryMax: 40000,
    skills: ['Figma', 'Illustrator', 'Photoshop', 'Canva'],
    createdAt: ago(5 * 60_000),
  }),
];

/** The job's own texts, as the operator wrote them. */
const jobTexts = (job: AJob): string[] => [
  job.title,
  job.company,
  job.location,
  job.description,
  job.requirements,
  job.benefits,
  ...job.skills,
];

const CONTACT = { whatsapp: '+92 300 1234567', email: 'hello@modernjobs.pk', phone: '+92-300-7654321' };
const SETTINGS = {
  sign_in_button: { text: 'Sign In with Google', link: '/api/login', visible: true },
  promotional_button: { text: 'Eid Offer: free CV review', link: 'https://example.pk/eid', visible: true },
  highlight_button: { text: 'Win 5000 Today', link: '#', visible: true },
  win_modal: {
    firstLine: 'Lucky draw: win 5000 Rs.',
    secondLine: 'Get the app to take part.',
    downloadLink: '#',
  },
  contact_info: CONTACT,
};

/** The operator's settings as the API answers them, every one set. */
const settingAnswers = Object.fromEntries(
  Object.entries(SETTINGS).map(([key, value]) => [
    `/api/settings/${key}`,
    setting(key as keyof typeof SETTINGS, value),
  ]),
);

/** The operator's texts the page shows as written. */
const SETTING_TEXTS = [
  SETTINGS.sign_in_button.text,
  SETTINGS.promotional_button.text,
  SETTINGS.highlight_button.text,
  SETTINGS.win_modal.firstLine,
  SETTINGS.win_modal.secondLine,
  CONTACT.whatsapp,
  CONTACT.email,
  CONTACT.phone,
];
const USER_TEXTS = [SIGNED_IN_USER.firstName, SIGNED_IN_USER.email];

const jobsAnswer =
  (jobs: unknown[], headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(jobs), { status: 200, headers: { 'x-total-count': String(jobs.length), ...headers } });

const application = (id: string, title: string, status: string | null, appliedAt = '2026-11-20T10:00:00Z') => ({
  id,
  status,
  appliedAt,
  jobs: { title },
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('the check for English on an Urdu page', () => {
  it('names English text and attributes, catalog keys, unfilled slots and "undefined", and lets the allowed through', () => {
    document.title = 'Modern Jobs';
    const page = document.createElement('div');
    page.innerHTML = `
      <p>Modern Jobs | PDF، DOC یا DOCX، 5 MB</p>
      <h1>Senior React Developer کے لیے</h1>
      <button aria-label="Close">×</button>
      <input placeholder="Job title or keyword">
      <p>job.applyNow</p>
      <p>{count} ملازمتیں</p>
      <p>undefined</p>
      <script>{"@type":"JobPosting"}</script>`;
    document.body.append(page);
    try {
      expect(notUrdu(['Senior React Developer'])).toEqual([
        'aria-label of <button>: "Close" (Latin "Close")',
        'placeholder of <input>: "Job title or keyword" (Latin "Job", "title", "or", "keyword")',
        'text of <p>: "job.applyNow" (Latin "job", "applyNow"; catalog key job.applyNow)',
        'text of <p>: "{count} ملازمتیں" (Latin "count"; unfilled {count})',
        'text of <p>: "undefined" (Latin "undefined"; undefined/NaN)',
      ]);
    } finally {
      page.remove();
    }
  });
});

describe('the Urdu catalog', () => {
  const slotsOf = (message: string) => [...new Set(message.match(/\{\w+\}/g) ?? [])].sort();

  it('has exactly the English keys, each written, with the same {slots}, and no English but the allowed words', () => {
    // The seeker's catalog and the employer's part (loaded with the employer's screens) together.
    const english = Object.keys(en).sort();
    const urdu = Object.keys(URDU.catalog).sort();
    expect(
      urdu.filter((key) => !english.includes(key)),
      'keys only in Urdu',
    ).toEqual([]);
    expect(
      english.filter((key) => !urdu.includes(key)),
      'keys missing from Urdu',
    ).toEqual([]);

    const problems: string[] = [];
    for (const [key, english] of Object.entries(en)) {
      const message: unknown = (URDU.catalog as Record<string, unknown>)[key];
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${key}: empty`);
        continue;
      }
      if (slotsOf(message).join() !== slotsOf(english).join())
        problems.push(`${key}: slots ${slotsOf(message).join() || 'none'}, English has ${slotsOf(english).join()}`);
      const words = ALWAYS_ALLOWED.reduce((left, word) => left.replaceAll(word, ''), message.replace(/\{\w+\}/g, ''));
      if (/[A-Za-z]{2,}/.test(words)) problems.push(`${key}: English left in ${JSON.stringify(message)}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('every seeker screen in Urdu', () => {
  it('home: the jobs, their count, filters, search, promo banner, contact widget and win modal', async () => {
    const fetch = stubApi({
      ...settingAnswers,
      '/api/jobs': jobsAnswer(JOBS, { 'x-total-count': '14', 'x-next-cursor': 'page-2' }),
    });
    const { location } = renderAt('/ur/');

    expect(await screen.findByText(count('jobs.found', 14))).toBeInTheDocument();
    // The cards after the first three come in a render of their own (JobList).
    const cards = await waitFor(() => {
      const all = screen.getAllByRole('link', { name: /Senior React Developer|Data Analyst|Staff Nurse|Intern/ });
      expect(all).toHaveLength(JOBS.length);
      return all;
    });
    expect(cards[0]).toHaveAttribute('href', '/ur/job/seed-01');
    expect(within(cards[0] as HTMLElement).getByText(t('card.boosted'))).toBeInTheDocument();
    expect(screen.getAllByText(t('card.boosted'))).toHaveLength(1);
    const now = new Date();
    for (const [index, job] of JOBS.entries()) {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByText(salaryText(job.salaryMin, job.salaryMax, URDU))).toBeInTheDocument();
      expect(card.getByText(postedAgo(job.createdAt, now, URDU))).toBeInTheDocument();
      const { more } = skillsPreview(job.skills);
      if (more > 0) expect(card.getByText(t('card.moreSkills', { count: more }))).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: t('jobs.loadMore') })).toBeInTheDocument();

    // The hero, the search and the type filters.
    expect(screen.getByRole('heading', { level: 1, name: t('hero.title') })).toBeInTheDocument();
    expect(document.title).toBe(t('site.title'));
    const types = within(screen.getByRole('group', { name: t('jobs.typeGroup') }));
    await userEvent.click(types.getByRole('button', { name: t('jobType.contract') }));
    await userEvent.type(screen.getByPlaceholderText(t('search.keywordPlaceholder')), 'nurse');
    await userEvent.selectOptions(screen.getByLabelText(t('search.city')), t('city.lahore'));
    await userEvent.click(screen.getByRole('button', { name: t('search.submit') }));
    await waitFor(() => expect(location()?.search).toBe('?q=nurse&city=lahore&type=contract'));
    expect(location()?.pathname).toBe('/ur/');
    expect(types.getByRole('button', { name: t('jobType.contract') })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(askedFor(fetch, '/api/jobs').at(-1)?.search).toContain('q=nurse&city=lahore&type=contract'),
    );
    expect(await screen.findByText(count('jobs.found', 14))).toBeInTheDocument();

    // The operator's banner, the contact widget and the win modal, all open.
    expect(screen.getByRole('link', { name: SETTINGS.promotional_button.text })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: t('widget.open') }));
    const contact = within(screen.getByRole('dialog', { name: t('widget.contactUs') }));
    expect(contact.getByRole('link', { name: t('widget.whatsapp') }).getAttribute('href')).toContain(
      encodeURIComponent(t('contact.whatsappMessage')),
    );
    expect(contact.getByRole('link', { name: t('widget.email') })).toBeInTheDocument();
    expect(contact.getByRole('link', { name: t('widget.call') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('widget.closeOptions') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SETTINGS.highlight_button.text }));
    const win = await screen.findByRole('dialog', { name: '' });
    expect(win).toHaveTextContent(SETTINGS.win_modal.firstLine);
    expect(within(win).getByRole('link', { name: t('win.download') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('common.close') })).toBeInTheDocument();

    expectAllUrdu([...JOBS.flatMap(jobTexts), ...SETTING_TEXTS]);
  });

  it('home: more filters, suggestions and the corrected search, in Urdu', async () => {
    stubApi({
      ...settingAnswers,
      '/api/jobs': jobsAnswer(JOBS, { 'x-total-count': '4', 'x-did-you-mean': encodeURIComponent('نرس') }),
      '/api/jobs/suggestions': () => Response.json([{ text: 'Staff Nurse', kind: 'title' }]),
    });
    renderAt('/ur/?q=nurs&where=abroad&minSalary=100000');

    expect(await screen.findByLabelText(t('filters.where'))).toHaveValue('abroad');
    expect(screen.getByRole('option', { name: t('workplace.abroad') })).toBeInTheDocument();
    expect(screen.getByLabelText(t('filters.minSalary'))).toHaveValue('100000');
    expect(screen.getByRole('option', { name: t('filters.salaryAtLeast', { amount: '100,000' }) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('filters.fewer') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: t('search.didYouMean', { query: 'نرس' }) })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: t('search.keyword') }), 'e');
    expect(await screen.findByRole('listbox', { name: t('search.suggestions') })).toBeInTheDocument();
  });

  it('home: the empty state', async () => {
    stubApi({ ...settingAnswers, '/api/jobs': jobsAnswer([]) });

    renderAt('/ur/?q=astronaut');

    expect(await screen.findByText(t('jobs.none'))).toBeInTheDocument();
    expect(screen.getByText(t('jobs.noneHint'))).toBeInTheDocument();
    await screen.findByRole('button', { name: SETTINGS.highlight_button.text });
    expectAllUrdu(SETTING_TEXTS);
  });

  it('home: the error state, with the API’s message in Urdu and a way to try again', async () => {
    stubApi({
      ...settingAnswers,
      '/api/jobs': () => apiRefusal(500, API_MESSAGES.internal),
    });

    renderAt('/ur/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('jobs.loadFailed'));
    expect(alert).toHaveTextContent(t('api.internal'));
    expect(within(alert).getByRole('button', { name: t('common.tryAgain') })).toBeInTheDocument();
    await screen.findByRole('button', { name: SETTINGS.highlight_button.text });
    expectAllUrdu(SETTING_TEXTS);
  });

  it('home: the error state when the connection fails', async () => {
    stubApi({
      ...settingAnswers,
      '/api/jobs': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    renderAt('/ur/');

    expect(await screen.findByRole('alert')).toHaveTextContent(t('common.checkConnection'));
    await screen.findByRole('button', { name: SETTINGS.highlight_button.text });
    expectAllUrdu(SETTING_TEXTS);
  });

  it('job page: every section, the deadline and both apply buttons', async () => {
    const job = aJob({ isBoosted: true, description: 'Build the customer web apps.\nMentor two juniors.' });
    stubApi({ ...settingAnswers, '/api/jobs/seed-01': job });

    renderAt('/ur/job/seed-01');

    expect(screen.getByLabelText(t('job.loading'))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
    for (const text of [
      job.company,
      t('card.boosted'),
      job.location,
      t('jobType.full-time'),
      salaryText(job.salaryMin, job.salaryMax, URDU),
      t('job.applyBy', { date: formatDate(job.applicationDeadline, 'ur') }),
      job.requirements,
      job.benefits,
      'GraphQL',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const heading of ['job.description', 'job.skills', 'job.requirements', 'job.benefits'] as const) {
      expect(screen.getByRole('heading', { level: 2, name: t(heading) })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: t('job.applyNow') })).toBeEnabled();
    expect(screen.getByRole('button', { name: t('job.applyForPosition') })).toBeEnabled();
    const share = decodeURIComponent(screen.getByRole('link', { name: t('job.share') }).getAttribute('href') ?? '');
    expect(share).toContain(`${job.company} میں ${job.title}`);
    expect(share).toContain('/ur/job/seed-01');
    expect(document.title).toBe(t('job.pageTitle', { title: job.title, company: job.company }));
    await screen.findByRole('link', { name: SETTINGS.sign_in_button.text });

    expectAllUrdu([...jobTexts(job), ...SETTING_TEXTS]);
  });

  it('job page: applications closed after the deadline', async () => {
    const job = aJob({ applicationDeadline: '2020-01-31', salaryMin: null, salaryMax: null });
    stubApi({ ...settingAnswers, '/api/jobs/seed-01': job });

    renderAt('/ur/job/seed-01');

    expect(await screen.findByText(t('job.closedText'))).toBeInTheDocument();
    expect(screen.getByText(t('job.applyBy', { date: formatDate('2020-01-31', 'ur') }))).toBeInTheDocument();
    expect(screen.getByText(t('salary.none'))).toBeInTheDocument();
    const closed = screen.getAllByRole('button', { name: t('job.closed') });
    expect(closed).toHaveLength(2);
    for (const button of closed) expect(button).toBeDisabled();
    await screen.findByRole('link', { name: SETTINGS.sign_in_button.text });

    expectAllUrdu([...jobTexts(job), ...SETTING_TEXTS]);
  });

  it('job page: a signed-out visitor asked to sign in (the toast)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/ur/job/seed-01', search: '' });
    const job = aJob();
    stubApi({ ...settingAnswers, '/api/jobs/seed-01': job });
    renderAt('/ur/job/seed-01');

    await userEvent.click(await screen.findByRole('button', { name: t('job.applyNow') }));

    expect(await screen.findByText(t('toast.loginRequired.title'))).toBeInTheDocument();
    expect(screen.getByText(t('toast.loginRequired.message'))).toBeInTheDocument();
    await screen.findByRole('link', { name: SETTINGS.sign_in_button.text });
    expectAllUrdu([...jobTexts(job), ...SETTING_TEXTS]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fur%2Fjob%2Fseed-01'));
  });

  it('job page: job not found', async () => {
    stubApi({ ...settingAnswers });

    renderAt('/ur/job/nope');

    expect(await screen.findByRole('heading', { name: t('job.notFound') })).toBeInTheDocument();
    expect(screen.getByText(t('job.notFoundText'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('job.backToJobs') })).toHaveAttribute('href', '/ur/');
    expect(document.title).toBe(t('job.notFoundTitle'));
    await screen.findByRole('link', { name: SETTINGS.sign_in_button.text });

    expectAllUrdu(SETTING_TEXTS);
  });

  it('the apply modal, with every validation message and a refused CV', async () => {
    signIn();
    const job = aJob();
    stubApi({ ...settingAnswers, '/api/auth/user': SIGNED_IN_USER, '/api/jobs/seed-01': job });
    renderAt('/ur/job/seed-01');

    await userEvent.click(await screen.findByRole('button', { name: t('job.applyNow') }));
    const dialog = await screen.findByRole('dialog', { name: t('apply.title', { title: job.title }) });
    const form = within(dialog);
    const field = (key: MessageKey) => form.getByLabelText(new RegExp(`^${escapeRegExp(t(key))}`));

    await userEvent.click(field('apply.fullName'));
    await userEvent.type(field('apply.contactNumber'), '0300');
    await userEvent.type(field('apply.whatsappNumber'), 'abc');
    await userEvent.type(field('apply.email'), 'nope');
    await userEvent.tab();
    expect(form.getByRole('button', { name: t('upload.choose') })).toBeInTheDocument();
    await userEvent.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'photo.exe', { type: 'application/x-msdownload' }),
      { applyAccept: false },
    );

    expect(await form.findByText(t('validation.fullName'))).toBeInTheDocument();
    for (const key of ['validation.contactNumber', 'validation.whatsappNumber', 'validation.email'] as const) {
      expect(form.getByText(t(key))).toBeInTheDocument();
    }
    expect(await form.findByText(t('api.cvWrongType'))).toBeInTheDocument();
    expect(form.getByText(t('apply.cv'))).toBeInTheDocument();
    expect(form.getByText(t('apply.cvHint'))).toBeInTheDocument();
    expect(form.getByRole('button', { name: t('upload.change') })).toBeInTheDocument();
    expect(form.getByRole('button', { name: t('apply.submit') })).toBeDisabled();
    expect(form.getByRole('button', { name: t('common.close') })).toBeInTheDocument();

    expectAllUrdu([...jobTexts(job), ...SETTING_TEXTS, ...USER_TEXTS]);
  });

  it('dashboard: the wallet, the stats and applications of every status', async () => {
    signIn();
    const applications = [
      application('a1', 'Data Analyst', 'submitted'),
      application('a2', 'DevOps Engineer', 'reviewed', '2026-10-02T08:00:00Z'),
      application('a3', 'Staff Nurse', 'shortlisted'),
      application('a4', 'Welder (6G)', 'rejected'),
      application('a5', 'Graphic Design Intern', null),
    ];
    stubApi({ ...settingAnswers, '/api/auth/user': SIGNED_IN_USER, '/api/applications/user': applications });

    renderAt('/ur/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: t('dashboard.title') })).toBeInTheDocument();
    expect(document.title).toBe(t('dashboard.pageTitle'));
    expect(screen.getByText(money(URDU, Number(SIGNED_IN_USER.walletBalance)))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('dashboard.addFunds') })).not.toBeInTheDocument();
    expect(screen.getByText(t('wallet.seekersFree'))).toBeInTheDocument();
    const stat = (key: MessageKey) => screen.getByText(t(key)).parentElement;
    await waitFor(() => expect(stat('dashboard.sent')).toHaveTextContent(amount(applications.length)));
    expect(stat('dashboard.interviews')).toHaveTextContent('1');
    expect(stat('dashboard.views')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.mantine-Badge-root')?.textContent)).toEqual([
      t('status.submitted'),
      t('status.reviewed'),
      t('status.shortlisted'),
      t('status.rejected'),
      t('status.pending'),
    ]);
    expect(rows[1]).toHaveTextContent(t('dashboard.applied', { date: formatDate('2026-10-02T08:00:00Z', 'ur') }));

    expectAllUrdu([...applications.map((a) => a.jobs.title), ...SETTING_TEXTS, ...USER_TEXTS]);
  });

  it('dashboard: no applications yet', async () => {
    signIn();
    stubApi({ ...settingAnswers, '/api/auth/user': SIGNED_IN_USER, '/api/applications/user': [] });

    renderAt('/ur/dashboard');

    expect(await screen.findByText(t('dashboard.none'))).toBeInTheDocument();
    expect(screen.getByText(t('dashboard.noneHint'))).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: t('dashboard.browse') })) {
      expect(link).toHaveAttribute('href', '/ur/');
    }
    await waitFor(() => expect(screen.getByText(t('dashboard.sent')).parentElement).toHaveTextContent('0'));

    expectAllUrdu([...SETTING_TEXTS, ...USER_TEXTS]);
  });

  it('home: the job alert form, and the API refusing it, in Urdu', async () => {
    signIn();
    stubApi({
      ...settingAnswers,
      '/api/auth/user': SIGNED_IN_USER,
      '/api/jobs': jobsAnswer(JOBS),
      '/api/alerts': () => apiRefusal(409, API_MESSAGES.alertsFull),
    });
    renderAt('/ur/?q=driver&city=lahore&minSalary=100000');

    await userEvent.click(await screen.findByRole('button', { name: t('alerts.create') }));
    const dialog = await screen.findByRole('dialog', { name: t('alerts.createTitle') });
    const form = within(dialog);
    expect(
      within(form.getByRole('list', { name: t('alerts.looksFor') }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${t('search.keyword')}: driver`,
      `${t('search.city')}: ${t('city.lahore')}`,
      `${t('filters.minSalary')}: ${t('filters.salaryAtLeast', { amount: '100,000' })}`,
    ]);
    expect(form.getByRole('textbox', { name: new RegExp(t('alerts.name')) })).toHaveValue(
      `driver، ${t('city.lahore')}`,
    );
    expect(form.getByRole('radio', { name: t('alerts.daily') })).toBeInTheDocument();
    expect(form.getByText(t('alerts.dailyHint', { time: '9:00' }))).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: t('alerts.save') }));

    expect(await form.findByRole('alert')).toHaveTextContent(t('api.alertsFull'));
    expectAllUrdu(['driver', ...JOBS.flatMap(jobTexts), ...SETTING_TEXTS, ...USER_TEXTS]);
  });

  it('dashboard: job alerts, and deleting one', async () => {
    signIn();
    const alerts = [
      {
        id: 'a2',
        name: 'خلیج میں ڈرائیور',
        criteria: { q: 'driver', type: 'contract', minSalary: 150000, where: 'abroad' },
        frequency: 'daily',
        paused: true,
        createdAt: '2026-11-21T10:00:00Z',
        updatedAt: '2026-11-21T10:00:00Z',
      },
      {
        id: 'a1',
        name: 'Nurse Karachi',
        criteria: { q: 'nurse', city: 'karachi' },
        frequency: 'instant',
        paused: false,
        createdAt: '2026-11-20T10:00:00Z',
        updatedAt: '2026-11-20T10:00:00Z',
      },
    ];
    stubApi({
      ...settingAnswers,
      '/api/auth/user': SIGNED_IN_USER,
      '/api/applications/user': [],
      '/api/saved-jobs': [],
      '/api/alerts': alerts,
    });
    renderAt('/ur/dashboard');

    expect(await screen.findByRole('heading', { level: 2, name: t('dashboard.alerts') })).toBeInTheDocument();
    expect(await screen.findByText(alerts[0]?.name ?? '')).toBeInTheDocument();
    expect(screen.getByText(t('alerts.cap', { max: 10 }))).toBeInTheDocument();
    expect(screen.getByText(t('alerts.paused'))).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: t('alerts.emailsOnFor', { name: 'Nurse Karachi' }) })).toBeChecked();
    expect(screen.getByRole('combobox', { name: t('alerts.frequencyFor', { name: 'Nurse Karachi' }) })).toHaveValue(
      'instant',
    );
    expect(
      screen.getByText(t('alerts.created', { date: formatDate('2026-11-20T10:00:00Z', 'ur') })),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: t('alerts.dailyAt', { time: '9:00' }) })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: t('alerts.delete', { name: 'Nurse Karachi' }) }));
    const confirm = within(await screen.findByRole('dialog', { name: t('alerts.deleteTitle') }));
    expect(confirm.getByRole('button', { name: t('alerts.deleteConfirm') })).toBeInTheDocument();

    expectAllUrdu(['Nurse Karachi', 'driver', 'nurse', ...SETTING_TEXTS, ...USER_TEXTS]);
  });

  it('the unsubscribe page: both choices, the answer, and a refused link', async () => {
    const token = 'tok_0123456789abcdefghij';
    stubApi({
      ...settingAnswers,
      '/api/unsubscribe': () => new Response(JSON.stringify({ scope: 'alert', alertName: 'Nurse Karachi' })),
    });
    const { unmount } = renderAt(`/ur/unsubscribe?u=u1&a=a1&t=${token}`);

    expect(await screen.findByRole('heading', { level: 1, name: t('unsubscribe.title') })).toBeInTheDocument();
    expect(document.title).toBe(t('unsubscribe.pageTitle'));
    expect(screen.getByRole('button', { name: t('unsubscribe.all') })).toBeInTheDocument();
    await screen.findByRole('link', { name: SETTINGS.sign_in_button.text });
    expectAllUrdu(SETTING_TEXTS);
    await userEvent.click(screen.getByRole('button', { name: t('unsubscribe.alert') }));
    expect(await screen.findByRole('status')).toHaveTextContent(t('unsubscribe.doneAlert', { name: 'Nurse Karachi' }));
    expectAllUrdu(['Nurse Karachi', ...SETTING_TEXTS]);
    unmount();

    stubApi({
      ...settingAnswers,
      '/api/unsubscribe': () => apiRefusal(400, API_MESSAGES.unsubscribeInvalid),
    });
    renderAt(`/ur/unsubscribe?u=u1&a=all&t=${token}`);
    await userEvent.click(await screen.findByRole('button', { name: t('unsubscribe.all') }));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent(t('unsubscribe.failed'));
    expect(refused).toHaveTextContent(t('api.unsubscribeInvalid'));
    await screen.findByRole('link', { name: SETTINGS.sign_in_button.text });
    expectAllUrdu(SETTING_TEXTS);
  });

  it('the 404 page', async () => {
    stubApi({ ...settingAnswers });

    renderAt('/ur/no/such/page');

    expect(screen.getByRole('heading', { name: t('notFound.title') })).toBeInTheDocument();
    expect(screen.getByText(t('notFound.text'))).toBeInTheDocument();
    expect(document.title).toBe(t('notFound.pageTitle'));
    await screen.findByRole('link', { name: SETTINGS.sign_in_button.text });

    expectAllUrdu(SETTING_TEXTS);
  });

  it("the spec's default button and pop-up texts, in Urdu until the operator writes their own", async () => {
    stubApi({ '/api/settings/contact_info': setting('contact_info', CONTACT) });

    renderAt('/ur/');

    await screen.findByRole('link', { name: t('settingDefault.signIn') });
    fireEvent.click(await screen.findByRole('button', { name: t('settingDefault.highlight') }));
    expect(await screen.findByText(t('settingDefault.winFirstLine'))).toBeInTheDocument();
    expect(screen.getByText(t('settingDefault.winSecondLine'))).toBeInTheDocument();

    expectAllUrdu([CONTACT.whatsapp, CONTACT.email, CONTACT.phone]);
  });

  it('the loading splash, while the sign-in state loads', async () => {
    signIn();
    stubApi({ ...settingAnswers, '/api/auth/user': () => new Promise<Response>(() => undefined) });

    renderAt('/ur/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent(t('splash.loading'));
    expectAllUrdu(SETTING_TEXTS);
  });

  it('the mobile menu, with the language switch and the signed-in seeker', async () => {
    signIn();
    stubApi({ ...settingAnswers, '/api/auth/user': SIGNED_IN_USER, '/api/jobs': jobsAnswer(JOBS) });
    renderAt('/ur/');
    await screen.findByText(count('jobs.found', JOBS.length));

    await userEvent.click(screen.getByRole('button', { name: t('nav.openMenu') }));

    expect(screen.getByRole('button', { name: t('nav.closeMenu') })).toHaveAttribute('aria-expanded', 'true');
    const menu = within(document.getElementById('mobile-menu') as HTMLElement);
    const languages = within(menu.getByRole('group', { name: t('nav.language') }));
    expect(languages.getByRole('link', { name: LANGUAGE_NAMES.ur })).toHaveAttribute('aria-current', 'true');
    expect(languages.getByRole('link', { name: LANGUAGE_NAMES.en })).toHaveAttribute('href', '/');
    expect(menu.getByRole('link', { name: t('nav.jobs') })).toHaveAttribute('href', '/ur/');
    expect(menu.getByRole('link', { name: t('nav.dashboard') })).toHaveAttribute('href', '/ur/dashboard');
    expect(menu.getByText(t('nav.welcome', { name: SIGNED_IN_USER.firstName }))).toBeInTheDocument();
    expect(menu.getByRole('link', { name: t('nav.logout') })).toBeInTheDocument();

    expectAllUrdu([...JOBS.flatMap(jobTexts), ...SETTING_TEXTS, ...USER_TEXTS]);
  });
});
