import {
  API_MESSAGES,
  codedMessage,
  type MessageKey,
  SETTING_DEFAULTS,
  translate,
  VALIDATION_ENGLISH,
} from '@modern-jobs/domain';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/client.ts';
import * as uploads from '../src/api/uploads.ts';
import { aJob, renderAt, SIGNED_IN_USER, setting, signIn, signOut, stubApi } from './render.tsx';

vi.mock('../src/api/uploads.ts', () => ({
  requestUploadUrl: vi.fn(async () => 'http://localhost/_s3/bucket/uploads/abc?sig=1'),
  putWithRetries: vi.fn(async () => undefined),
  confirmUpload: vi.fn(async () => '/objects/uploads/cccccccccccccccccccccc'),
}));

/**
 * The messages a page says without asking the API, found by their catalog keys (issue 30), never by
 * their English words: a schema's issue, the spec's default texts of the operator's settings, and
 * the uploader's check of a file, each in Urdu on an Urdu page.
 */

const t = (key: MessageKey) => translate(URDU, key);

afterEach(signOut);

describe('on an Urdu page', () => {
  it("a form field's schema message: the company profile's, in Urdu, and no English", async () => {
    signIn();
    stubApi({ '/api/auth/user': SIGNED_IN_USER, '/api/employer/jobs': { items: [], nextCursor: null } });
    renderAt('/ur/employer');

    const form = within(await screen.findByRole('form', { name: t('company.setUpTitle') }));
    await userEvent.click(form.getByRole('button', { name: t('company.create') }));

    expect(await form.findByText(t('validation.company.name'))).toBeInTheDocument();
    expect(form.getByText(t('validation.company.city'))).toBeInTheDocument();
    expect(form.queryByText(VALIDATION_ENGLISH.company.name)).not.toBeInTheDocument();
    expect(form.queryByText('validation.company.name')).not.toBeInTheDocument();
  });

  it("the operator's texts: a default in Urdu, by its own setting's default; the operator's words as written", async () => {
    stubApi({
      '/api/settings/sign_in_button': setting('sign_in_button'),
      '/api/settings/highlight_button': setting('highlight_button'),
      // Another setting's default words are the operator's own here: they are not this setting's default.
      '/api/settings/promotional_button': setting('promotional_button', {
        ...SETTING_DEFAULTS.promotional_button,
        text: SETTING_DEFAULTS.highlight_button.text,
      }),
    });
    renderAt('/ur/');

    expect(await screen.findByRole('link', { name: t('settingDefault.signIn') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: t('settingDefault.highlight') })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: SETTING_DEFAULTS.highlight_button.text })).toBeInTheDocument();
    expect(screen.queryByText(t('settingDefault.promo'))).not.toBeInTheDocument();
  });

  it("the uploader: the browser's check and the API's refusal, each in Urdu", async () => {
    signIn();
    stubApi({ '/api/auth/user': SIGNED_IN_USER, '/api/jobs/seed-01': aJob() });
    renderAt('/ur/job/seed-01');
    await userEvent.click(await screen.findByRole('button', { name: translate(URDU, 'job.applyNow') }));
    const dialog = await screen.findByRole('dialog');
    const input = () => dialog.querySelector('input[type="file"]') as HTMLInputElement;

    await userEvent.upload(input(), new File([], 'cv.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(t('upload.empty'))).toBeInTheDocument();

    const refused = codedMessage(API_MESSAGES.cvWrongType);
    vi.mocked(uploads.confirmUpload).mockRejectedValueOnce(new ApiError(415, JSON.stringify(refused), null));
    await userEvent.upload(input(), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(t('api.cvWrongType'))).toBeInTheDocument();
    expect(within(dialog).queryByText(API_MESSAGES.cvWrongType)).not.toBeInTheDocument();
  });
});
