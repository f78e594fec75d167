import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as uploads from '../src/api/uploads.ts';
import { aJob, renderAt, SIGNED_IN_USER, signIn, signOut, stubApi } from './render.tsx';

vi.mock('../src/api/uploads.ts', () => ({
  requestUploadUrl: vi.fn(async () => 'http://localhost/_s3/bucket/uploads/abc?sig=1'),
  putWithRetries: vi.fn(async (_url: string, _file: File, _type: string, onProgress: (f: number) => void) =>
    onProgress(0.5),
  ),
  confirmUpload: vi.fn(async () => '/objects/uploads/cccccccccccccccccccccc'),
}));

const pdf = () => new File(['%PDF-1.4 hello'], 'cv.pdf', { type: 'application/pdf' });
let applications: unknown[];

beforeEach(() => {
  signIn();
  applications = [];
  stubApi({
    '/api/auth/user': SIGNED_IN_USER,
    '/api/jobs/seed-01': aJob(),
    '/api/applications': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      if (applications.length > 0)
        return new Response('{"message":"You have already applied for this job"}', { status: 409 });
      applications.push(body);
      return new Response(JSON.stringify({ id: 'a1', ...body }), { status: 201 });
    },
  });
});
afterEach(signOut);

async function openForm() {
  renderAt('/job/seed-01');
  await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
  return within(await screen.findByRole('dialog'));
}

async function fillValid(form: Awaited<ReturnType<typeof openForm>>) {
  await userEvent.type(form.getByLabelText(/Full Name/), 'Ayesha Khan');
  await userEvent.type(form.getByLabelText(/Contact Number/), '+923001112233');
  await userEvent.type(form.getByLabelText(/WhatsApp Number/), '+923001112233');
  await userEvent.type(form.getByLabelText(/Email/), 'ayesha@example.pk');
}

const upload = async (file: File) =>
  userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);

describe('the application form', () => {
  it("answers the spec's message for each bad field", async () => {
    const form = await openForm();

    await userEvent.click(form.getByLabelText(/Full Name/));
    await userEvent.type(form.getByLabelText(/Contact Number/), '0300');
    await userEvent.type(form.getByLabelText(/WhatsApp Number/), 'abc');
    await userEvent.type(form.getByLabelText(/Email/), 'nope');
    await userEvent.tab();

    expect(await form.findByText('Full name is required')).toBeInTheDocument();
    expect(form.getByText('Valid international phone number required (e.g., +1234567890)')).toBeInTheDocument();
    expect(form.getByText('Valid international WhatsApp number required (e.g., +1234567890)')).toBeInTheDocument();
    expect(form.getByText('Valid email address required')).toBeInTheDocument();
  });

  it('keeps submit disabled until the fields are valid and the CV is uploaded', async () => {
    const form = await openForm();
    const submit = form.getByRole('button', { name: 'Submit Application' });

    await fillValid(form);
    expect(submit).toBeDisabled();
    await upload(pdf());

    expect(await screen.findByText('Your CV has been uploaded successfully.')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(uploads.putWithRetries).toHaveBeenCalledWith(
      expect.any(String),
      expect.any(File),
      'application/pdf',
      expect.any(Function),
      expect.any(AbortSignal),
    );
  });

  it('refuses a file that is not a PDF, DOC or DOCX, or is over 5 MB, before uploading it', async () => {
    await openForm();

    await userEvent.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'photo.exe', { type: 'application/x-msdownload' }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByText('A CV must be a PDF, DOC or DOCX file')).toBeInTheDocument();

    await upload(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('A CV must be 5 MB or smaller')).toBeInTheDocument();
    expect(uploads.requestUploadUrl).not.toHaveBeenCalled();
  });

  it("says 'Upload Error' when the CV was sent but not accepted, and retries", async () => {
    vi.mocked(uploads.confirmUpload).mockRejectedValueOnce(
      new Error('415: {"message":"A CV must be a PDF, DOC or DOCX file"}'),
    );
    const form = await openForm();

    await upload(pdf());

    expect(await screen.findByText('CV uploaded but failed to process. Please try again.')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Retry' }));
    expect(await form.findByText('Uploaded')).toBeInTheDocument();
  });

  it('submits, says so, closes, and answers the duplicate with its message the second time', async () => {
    let form = await openForm();
    await fillValid(form);
    await upload(pdf());
    await waitFor(() => expect(form.getByRole('button', { name: 'Submit Application' })).toBeEnabled());

    await userEvent.click(form.getByRole('button', { name: 'Submit Application' }));

    expect(
      await screen.findByText('Your application has been successfully submitted. The employer will contact you soon.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(applications).toEqual([
      {
        fullName: 'Ayesha Khan',
        contactNumber: '+923001112233',
        whatsappNumber: '+923001112233',
        email: 'ayesha@example.pk',
        jobId: 'seed-01',
        cvPath: '/objects/uploads/cccccccccccccccccccccc',
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    form = within(await screen.findByRole('dialog'));
    await fillValid(form);
    await upload(pdf());
    await waitFor(() => expect(form.getByRole('button', { name: 'Submit Application' })).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Failed')).toBeInTheDocument();
    expect(screen.getByText('You have already applied for this job')).toBeInTheDocument();
  });

  it('starts empty again after being closed', async () => {
    let form = await openForm();
    await userEvent.type(form.getByLabelText(/Full Name/), 'Someone');
    await upload(pdf());
    await form.findByText('Uploaded');

    await userEvent.click(form.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    form = within(await screen.findByRole('dialog'));

    expect(form.getByLabelText(/Full Name/)).toHaveValue('');
    expect(form.queryByText('Uploaded')).not.toBeInTheDocument();
  });
});
