import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, SIGNED_IN_USER, setting, signIn, signOut, stubApi } from './render.tsx';

afterEach(signOut);

describe('navbar', () => {
  it('offers the configured sign-in button when signed out, and never asks who is signed in', async () => {
    const fetch = stubApi({
      '/api/settings/sign_in_button': setting('sign_in_button', {
        text: 'Login / Register',
        link: '/api/login',
        visible: true,
      }),
    });

    renderAt('/no-page');

    const [button] = await screen.findAllByRole('link', { name: 'Login / Register' });
    expect(button).toHaveAttribute('href', '/api/login');
    expect(button).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/user');
  });

  it('opens an external sign-in link in a new tab', async () => {
    stubApi({
      '/api/settings/sign_in_button': setting('sign_in_button', {
        text: 'Sign In',
        link: 'https://id.example.pk/login',
        visible: true,
      }),
    });

    renderAt('/no-page');

    const [button] = await screen.findAllByRole('link', { name: 'Sign In' });
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("falls back to the default 'Sign In' when the setting is missing", async () => {
    stubApi({});

    renderAt('/no-page');

    expect((await screen.findAllByRole('link', { name: 'Sign In' }))[0]).toHaveAttribute('href', '/api/login');
  });

  it('welcomes a signed-in seeker by first name, with Dashboard and Logout', async () => {
    signIn();
    stubApi({ '/api/auth/user': SIGNED_IN_USER });

    renderAt('/no-page');

    expect((await screen.findAllByText('Welcome, Ayesha'))[0]).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/dashboard');
    expect(screen.getAllByRole('link', { name: 'Logout' })[0]).toHaveAttribute('href', '/api/logout');
  });

  it('forgets the profile drafts kept on this device on Logout, and nothing else it keeps', async () => {
    signIn();
    stubApi({ '/api/auth/user': SIGNED_IN_USER });
    window.localStorage.setItem('mj.profile-draft.u-1', '{"fullName":"Amina"}');
    window.localStorage.setItem('mj.profile-draft.u-2', '{"fullName":"Bilal"}');
    window.localStorage.setItem('mj.language', 'ur');
    renderAt('/');
    const [logout] = await screen.findAllByRole('link', { name: 'Logout' });
    // jsdom does not navigate: the press is all that is under test.
    logout?.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(logout as HTMLElement);

    expect(window.localStorage.getItem('mj.profile-draft.u-1')).toBeNull();
    expect(window.localStorage.getItem('mj.profile-draft.u-2')).toBeNull();
    expect(window.localStorage.getItem('mj.language')).toBe('ur');
    window.localStorage.removeItem('mj.language');
  });

  it("links an employer (a person with a company profile) to the employer's pages, and no one else", async () => {
    signIn();
    stubApi({ '/api/auth/user': { ...SIGNED_IN_USER, company: { name: 'Thar Sun Energy', city: 'karachi' } } });

    renderAt('/ur/no-page');

    const [link] = await screen.findAllByRole('link', { name: 'آجر' });
    expect(link).toHaveAttribute('href', '/ur/employer');
  });

  it('offers no Employer link to a seeker without a company', async () => {
    signIn();
    stubApi({ '/api/auth/user': SIGNED_IN_USER });

    renderAt('/no-page');

    expect((await screen.findAllByRole('link', { name: 'Dashboard' }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Employer' })).not.toBeInTheDocument();
  });

  it("says 'Welcome, User' when the first name is unknown", async () => {
    signIn();
    stubApi({ '/api/auth/user': { ...SIGNED_IN_USER, firstName: null } });

    renderAt('/no-page');

    expect((await screen.findAllByText('Welcome, User'))[0]).toBeInTheDocument();
  });

  it('toggles the mobile menu', async () => {
    stubApi({});
    renderAt('/no-page');
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await userEvent.click(toggle);

    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
