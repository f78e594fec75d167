import { EMPTY_PROFILE, type Profile, type SavedCv } from '@modern-jobs/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aJob, askedFor, renderAt, SIGNED_IN_USER, signIn, signOut, stubApi } from './render.tsx';

const CV: SavedCv = {
  id: 'cv1',
  name: 'CV 1 (PDF)',
  objectPath: '/objects/uploads/u1',
  contentType: 'application/pdf',
  size: 120_000,
  isDefault: true,
  addedAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};
const CV2: SavedCv = { ...CV, id: 'cv2', name: 'Sales CV', isDefault: false, objectPath: '/objects/uploads/u2' };

const READY: Profile = {
  ...EMPTY_PROFILE,
  fullName: 'Sana Qaleen',
  contactNumber: '+923001234567',
  whatsappNumber: '+923007654321',
  email: 'sana@example.pk',
  defaultCvId: 'cv1',
  updatedAt: '2026-11-20T10:00:00Z',
};

const answer = (profile: Profile, cvs: SavedCv[], canApplyInOneTap: boolean) => ({
  profile,
  cvs,
  completeness: { percent: 35, missing: ['city', 'headline'] },
  canApplyInOneTap,
  missingForOneTap: canApplyInOneTap ? [] : ['fullName', 'cv'],
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A signed-in seeker with an empty profile that takes every PATCH: the bodies sent, in order. */
function stubSavingProfile(): Array<Partial<Profile>> {
  const patches: Array<Partial<Profile>> = [];
  stubApi({
    '/api/auth/user': SIGNED_IN_USER,
    '/api/profile': (_url, init) => {
      if (init?.method !== 'PATCH') return json(answer(EMPTY_PROFILE, [], false));
      const body = JSON.parse(String(init.body)) as Partial<Profile>;
      patches.push(body);
      return json({ profile: { ...EMPTY_PROFILE, ...body }, completeness: { percent: 7, missing: [] } });
    },
  });
  return patches;
}

// Every test here is a signed-in seeker's; each leaves nothing behind (its stubs, a half-saved form).
beforeEach(() => signIn());
afterEach(() => {
  signOut();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the profile page', () => {
  it('saves what changed as the seeker pauses, says so, and on a failure keeps the draft and retries', async () => {
    const patches: unknown[] = [];
    let failNext = false;
    let stored: Profile = EMPTY_PROFILE;
    stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/profile': (_url, init) => {
        if (init?.method !== 'PATCH') return json(answer(EMPTY_PROFILE, [], false));
        const body = JSON.parse(String(init.body)) as Partial<Profile>;
        patches.push(body);
        if (failNext) {
          failNext = false;
          return json({ message: 'Service Unavailable' }, 503);
        }
        stored = { ...stored, ...body, updatedAt: 'now' };
        return json({ profile: stored, completeness: { percent: 7, missing: ['fullName'] } });
      },
    });
    renderAt('/profile');
    const user = userEvent.setup();
    const city = await screen.findByLabelText('City');
    expect(await screen.findByText('Profile 35% complete')).toBeInTheDocument();

    await user.type(city, 'Lahore');
    expect(screen.getByTestId('profile-save-status')).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(screen.getByTestId('profile-save-status')).toHaveTextContent('All changes saved'));
    // One request for the pause, with only the changed field, and the API's count shown.
    expect(patches).toEqual([{ city: 'Lahore' }]);
    expect(screen.getByText('Profile 7% complete')).toBeInTheDocument();
    expect(window.localStorage.getItem('mj.profile-draft.u1')).toBeNull();

    // A half-typed e-mail waits; the failure keeps the draft and offers to save again.
    await user.type(screen.getByLabelText('Email'), 'sana@');
    await waitFor(() => expect(screen.getByTestId('profile-save-status')).toHaveAttribute('data-state', 'unfinished'));
    expect(patches).toHaveLength(1);
    failNext = true;
    await user.type(screen.getByLabelText('Email'), 'example.pk');
    await waitFor(() => expect(screen.getByTestId('profile-save-status')).toHaveAttribute('data-state', 'failed'));
    // The draft holds what this device changed from what is saved: the e-mail (the city is saved).
    expect(JSON.parse(window.localStorage.getItem('mj.profile-draft.u1') ?? '{}')).toEqual({
      v: 2,
      changes: { email: { from: '', to: 'sana@example.pk' } },
    });
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(screen.getByTestId('profile-save-status')).toHaveAttribute('data-state', 'saved'));
    expect(patches.slice(1)).toEqual([{ email: 'sana@example.pk' }, { email: 'sana@example.pk' }]);
    expect(window.localStorage.getItem('mj.profile-draft.u1')).toBeNull();
  }, 20_000);

  it('brings back a draft this device kept, and sends it', async () => {
    window.localStorage.setItem('mj.profile-draft.u1', JSON.stringify({ city: 'Multan' }));
    const patches: unknown[] = [];
    stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/profile': (_url, init) => {
        if (init?.method !== 'PATCH') return json(answer(EMPTY_PROFILE, [], false));
        patches.push(JSON.parse(String(init.body)));
        return json({ profile: { ...EMPTY_PROFILE, city: 'Multan' }, completeness: { percent: 7, missing: [] } });
      },
    });
    renderAt('/profile');
    expect(await screen.findByLabelText('City')).toHaveValue('Multan');
    await waitFor(() => expect(patches).toEqual([{ city: 'Multan' }]));
  });

  // The tag fields' empty suggestion list is mounted only when the field opens it (MoreFields).
  it('adds a typed skill as a tag on Enter, and saves it', async () => {
    const patches = stubSavingProfile();
    renderAt('/profile');
    const user = userEvent.setup();
    const skills = await screen.findByRole('combobox', { name: 'Skills' });
    expect(skills).toHaveAttribute('aria-expanded', 'false');
    await user.type(skills, 'Weaving{Enter}Urdu typing{Enter}');
    expect(skills).toHaveValue('');
    await waitFor(() => expect(patches).toEqual([{ skills: ['Weaving', 'Urdu typing'] }]));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('the profile page’s first screen and its later parts', () => {
  it('shows its title and description at once, asks for the profile beside who is signed in, then every section, reachable by keyboard', async () => {
    let answerAuth: (response: Response) => void = () => undefined;
    const api = stubApi({
      '/api/auth/user': () =>
        new Promise<Response>((resolve) => {
          answerAuth = resolve;
        }),
      '/api/profile': answer(READY, [CV], true),
    });
    renderAt('/profile');
    // Before the API says who is signed in: the heading, the description, and the profile asked for.
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    await waitFor(() => expect(askedFor(api, '/api/profile')).toHaveLength(1));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Your Modern Jobs profile, kept private/,
    );
    answerAuth(json(SIGNED_IN_USER));

    // Every section comes, in the page's order, and the placeholders that kept their room go.
    await screen.findByRole('button', { name: 'Delete my account' });
    await waitFor(() => expect(screen.queryAllByTestId('profile-later-placeholder')).toEqual([]));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Contact details',
      'About you',
      'Work history',
      'Education',
      'What you are looking for',
      'Saved CVs',
      'Your data',
    ]);
    expect(screen.getByText('CV bank')).toBeInTheDocument();
    // The keyboard goes from the first screen's last field into the later sections, in order.
    const user = userEvent.setup();
    screen.getByLabelText('WhatsApp Number').focus();
    await user.tab();
    expect(screen.getByLabelText('Headline')).toHaveFocus();
    screen.getByLabelText('Expected monthly salary (PKR)').focus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(askedFor(api, '/api/profile')).toHaveLength(1);
  }, 20_000);
});

describe('renaming a saved CV', () => {
  // The rename is checked by the domain's schema, which the page loads only when Save is pressed.
  it('refuses a blank name with the schema’s message and sends nothing, then sends the new name', async () => {
    const api = stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/profile': answer(READY, [CV], true),
      '/api/profile/cvs/cv1': (_url, init) => json({ ...CV, ...JSON.parse(String(init?.body)) }),
    });
    renderAt('/profile');
    const user = userEvent.setup();
    // Every later part on screen first: a menu opened while the next part is put in place may close.
    await screen.findByRole('button', { name: 'Actions for CV 1 (PDF)' });
    await waitFor(() => expect(screen.queryAllByTestId('profile-later-placeholder')).toEqual([]));
    // And opened again if it closed all the same (a fresh clone's loaded run saw it close once):
    // pressed only while the button says it is closed, as a menu still fading in is not yet found
    // (another loaded run pressed it shut again and again).
    const rename = await waitFor(
      async () => {
        const actions = screen.getByRole('button', { name: 'Actions for CV 1 (PDF)' });
        if (actions.getAttribute('aria-expanded') !== 'true') await user.click(actions);
        return screen.getByRole('menuitem', { name: 'Rename' });
      },
      { timeout: 15_000 },
    );
    await user.click(rename);
    const dialog = await screen.findByRole('dialog', { name: 'Rename CV 1 (PDF)' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the CV a name of at most 80 characters')).toBeInTheDocument();
    expect(askedFor(api, '/api/profile/cvs/cv1')).toEqual([]);

    await user.clear(name);
    await user.type(name, ' Sales CV ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(askedFor(api, '/api/profile/cvs/cv1')).toHaveLength(1));
    const [, init] = api.mock.calls.find(([input]) => String(input).endsWith('/api/profile/cvs/cv1')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Sales CV' });
  }, 30_000);
});

describe('deleting the account', () => {
  it('asks for the typed word and, with money in the wallet, that it is given up; shows the API’s refusal', async () => {
    const api = stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/profile': answer(EMPTY_PROFILE, [], false),
      '/api/account': () =>
        json(
          { message: 'Your company has open jobs. Close them, or hand them over, before you delete your account.' },
          409,
        ),
    });
    renderAt('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/Your wallet still holds PKR 1,250.50/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByLabelText('I give up the money in my wallet'));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(dialog).findByText(/Your company has open jobs/)).toBeInTheDocument();
    const [asked] = askedFor(api, '/api/account');
    expect(asked?.searchParams.get('confirm')).toBe('DELETE');
    expect(asked?.searchParams.get('giveUpWallet')).toBe('true');
  }, 20_000);
});

describe('the work history', () => {
  it('adds a job, marks it current (no end asked), saves it once complete, and removes it', async () => {
    const patches = stubSavingProfile();
    renderAt('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a job' }));
    const job = screen.getByRole('group', { name: 'Job 1' });
    await user.type(within(job).getByLabelText('Job title'), 'Weaver');
    await user.type(within(job).getByLabelText('Company'), 'Lahore Rugs');
    // A month input takes a whole month at once (jsdom clears a half-typed one).
    fireEvent.change(within(job).getByLabelText('From'), { target: { value: '2019-04' } });
    const current = within(job).getByLabelText('I work here now');
    await user.click(current);
    expect(current).toBeChecked();
    expect(within(job).getByLabelText('To')).toBeDisabled();
    await waitFor(() =>
      expect(patches.at(-1)).toEqual({
        workHistory: [{ title: 'Weaver', company: 'Lahore Rugs', from: '2019-04', to: null, current: true }],
      }),
    );
    await user.click(within(job).getByRole('button', { name: 'Remove job 1' }));
    expect(screen.getByText('No jobs added yet.')).toBeInTheDocument();
    await waitFor(() => expect(patches.at(-1)).toEqual({ workHistory: [] }));
  }, 20_000);
});

describe('Apply Now with a profile', () => {
  it('shows what one tap sends, lets the seeker pick another saved CV, and sends the job and that CV', async () => {
    const api = stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/jobs/seed-01': aJob(),
      '/api/profile': answer(READY, [CV, CV2], true),
      '/api/applications': () => json({ id: 'a1' }, 201),
      '/api/applications/user': [],
    });
    renderAt('/job/seed-01');
    const user = userEvent.setup();
    await screen.findByText('Senior React Developer', { selector: 'h1' });
    await screen.findAllByText(/Welcome, Ayesha/);
    await user.click(screen.getAllByRole('button', { name: 'Apply Now' })[0] as HTMLElement);
    const sheet = await screen.findByRole('dialog', { name: 'Apply for Senior React Developer' });
    for (const text of ['Sana Qaleen', '+923001234567', '+923007654321', 'sana@example.pk'])
      expect(within(sheet).getByText(text)).toBeInTheDocument();
    const select = within(sheet).getByLabelText('CV to send');
    expect(select).toHaveValue('cv1');
    await user.selectOptions(select, 'cv2');
    await user.click(within(sheet).getByRole('button', { name: 'Send application' }));
    const sent = await screen.findByRole('dialog', { name: 'Application sent' });
    expect(within(sent).getByText(/never ask job seekers for money/)).toBeInTheDocument();
    const [post] = askedFor(api, '/api/applications');
    expect(post).toBeDefined();
    const call = api.mock.calls.find(([input]) => String(input).endsWith('/api/applications'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ jobId: 'seed-01', profileCvId: 'cv2' });
  });

  it('keeps the full form for a profile that cannot apply yet', async () => {
    stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/jobs/seed-01': aJob(),
      '/api/profile': answer(EMPTY_PROFILE, [], false),
    });
    renderAt('/job/seed-01');
    const user = userEvent.setup();
    await screen.findByText('Senior React Developer', { selector: 'h1' });
    await screen.findAllByText(/Welcome, Ayesha/);
    await user.click(screen.getAllByRole('button', { name: 'Apply Now' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Senior React Developer' });
    expect(within(dialog).getByLabelText(/Full Name/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
  });
});
