import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as uploads from '../src/api/uploads.ts';
import { aJob, renderAt, stubApi } from './render.tsx';

/**
 * The operator's job form after its fields moved to the shared JobFormFields: a logo it uploads is
 * sent as the path the server checked it under, and only once the upload has finished, however the
 * form is submitted (a previous refactor sent the job while the upload was still being checked).
 */

const CHECKED = '/objects/logos/BBBBBBBBBBBBBBBBBBBBBB.png';
let finishCheck: (path: string) => void = () => undefined;
vi.mock('../src/api/uploads.ts', () => ({
  requestUploadUrl: vi.fn(async () => 'http://localhost/_s3/bucket/pending/logos/BBBBBBBBBBBBBBBBBBBBBB?sig=1'),
  putWithRetries: vi.fn(async (_url: string, _file: File, _type: string, onProgress: (f: number) => void) =>
    onProgress(1),
  ),
  confirmUpload: vi.fn(
    () =>
      new Promise<string>((resolve) => {
        finishCheck = resolve;
      }),
  ),
}));

let posted: unknown[];
beforeEach(() => {
  posted = [];
  stubApi({
    '/api/admin/session': { authenticated: true },
    '/api/admin/jobs': [],
    '/api/jobs': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      posted.push(body);
      return new Response(JSON.stringify({ ...aJob(), ...body, id: 'new' }), { status: 201 });
    },
  });
});

const form = () => within(screen.getByRole('form', { name: 'Post New Job' }));

async function fillRequired() {
  await userEvent.type(form().getByLabelText(/Job Title/), 'Solar Technician');
  await userEvent.type(form().getByLabelText(/^Company/), 'Thar Sun Energy');
  await userEvent.type(form().getByLabelText(/Location/), 'Karachi, Pakistan');
  await userEvent.selectOptions(form().getByLabelText(/Job Type/), 'contract');
  await userEvent.type(form().getByLabelText(/Description/), 'Install rooftop solar systems.');
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe("the admin job form's logo", () => {
  it('keeps Create Job disabled while the logo is checked, and a submit meanwhile waits and sends the checked path', async () => {
    renderAt('/admin');
    await screen.findByRole('button', { name: 'Create Job' });
    await fillRequired();

    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, png());
    expect(await form().findByText('Checking the file...')).toBeInTheDocument();
    expect(form().getByRole('button', { name: 'Create Job' })).toBeDisabled();
    // Enter in a field, say: the form is submitted while the server still checks the logo.
    fireEvent.submit(screen.getByRole('form', { name: 'Post New Job' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);

    finishCheck(CHECKED);
    expect(await screen.findByText('Job Created')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ title: 'Solar Technician', company: 'Thar Sun Energy', companyLogo: CHECKED });
    expect(uploads.confirmUpload).toHaveBeenCalledWith('logo', expect.stringContaining('/pending/logos/'));
  });

  it('sends the checked path when Create Job is pressed right after the upload, and none for the next job', async () => {
    renderAt('/admin');
    await screen.findByRole('button', { name: 'Create Job' });
    await fillRequired();
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, png());
    await form().findByText('Checking the file...');
    finishCheck(CHECKED);
    await screen.findByText('Company logo has been uploaded successfully.');

    await userEvent.click(form().getByRole('button', { name: 'Create Job' }));
    await screen.findByText('Job Created');
    // The form is emptied, the logo with it: the next job has none unless one is uploaded.
    await waitFor(() => expect(form().getByLabelText(/Job Title/)).toHaveValue(''));
    await fillRequired();
    await userEvent.click(form().getByRole('button', { name: 'Create Job' }));
    await waitFor(() => expect(posted).toHaveLength(2));

    expect(posted.map((body) => (body as { companyLogo: unknown }).companyLogo)).toEqual([CHECKED, null]);
  });
});
