import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answered, askedFor, renderAt, setting, stubApi } from './render.tsx';

const noJobs = () => new Response('[]', { status: 200 });

describe('contact widget', () => {
  it('is not shown when there are no contact settings', async () => {
    const api = stubApi({ '/api/jobs': noJobs });

    renderAt('/');

    // The hero reads contact_info too; the highlight button's setting is asked for only by the
    // floating buttons' chunk, which holds the contact widget beside it.
    await answered(api, '/api/settings/contact_info');
    await answered(api, '/api/settings/highlight_button');
    expect(screen.queryByRole('button', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it("opens 'Contact Us' with WhatsApp, e-mail and call links prefilled as the spec says", async () => {
    stubApi({
      '/api/jobs': noJobs,
      '/api/settings/contact_info': setting('contact_info', {
        whatsapp: '+92 300 1234567',
        email: 'hello@modernjobs.pk',
        phone: '+92-300-7654321',
      }),
    });
    renderAt('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Contact us' }));

    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp Chat' })).toHaveAttribute(
      'href',
      "https://wa.me/923001234567?text=Hello!%20I'm%20interested%20in%20Modern%20Jobs%20opportunities.",
    );
    expect(screen.getByRole('link', { name: 'Send Email' })).toHaveAttribute(
      'href',
      'mailto:hello@modernjobs.pk?subject=Inquiry%20about%20Modern%20Jobs',
    );
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+923007654321');
  });
});

describe('highlight button and win modal', () => {
  it("opens the modal with the configured texts, asked for only when it is pressed; a '#' download link does nothing; the close button closes it", async () => {
    const api = stubApi({
      '/api/jobs': noJobs,
      '/api/settings/win_modal': setting('win_modal', {
        firstLine: 'You won!',
        secondLine: 'Get the app.',
        downloadLink: '#',
      }),
    });
    renderAt('/');

    const button = await screen.findByRole('button', { name: 'Win 3600' });
    expect(askedFor(api, '/api/settings/win_modal')).toHaveLength(0);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You won!');
    expect(dialog).toHaveTextContent('Get the app.');

    const download = screen.getByRole('link', { name: 'Download' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    download.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to the default texts when the stored setting is not valid JSON, and says so in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({
      '/api/jobs': noJobs,
      '/api/settings/win_modal': setting('win_modal', '{not json'),
      '/api/settings/highlight_button': setting('highlight_button', '{"text":'),
    });
    renderAt('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Win 3600' }));

    expect(await screen.findByText('Congratulations! You earned 3600 Rs. Free!')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Invalid win_modal setting'), '{not json');
  });

  it('opens a real download link in a new tab', async () => {
    stubApi({
      '/api/jobs': noJobs,
      '/api/settings/win_modal': setting('win_modal', {
        firstLine: 'a',
        secondLine: 'b',
        downloadLink: 'https://example.pk/app.apk',
      }),
    });
    renderAt('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Win 3600' }));

    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('target', '_blank');
  });

  it('hides the highlight button when the operator made it invisible', async () => {
    const api = stubApi({
      '/api/jobs': noJobs,
      '/api/settings/highlight_button': setting('highlight_button', { text: 'Win 3600', link: '#', visible: false }),
    });
    renderAt('/');

    await answered(api, '/api/settings/highlight_button');
    expect(screen.queryByRole('button', { name: 'Win 3600' })).not.toBeInTheDocument();
  });
});
