import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { applicationFieldsSchema, type Job, SEEKER_TOASTS, VALIDATION } from '@modern-jobs/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSubmitApplication } from '../../api/applications.ts';
import { messageOf } from '../../api/client.ts';
import { showToast } from '../../app/toast.ts';
import { FileUpload } from '../../components/file-upload/FileUpload.tsx';
import { useFileUpload } from '../../hooks/useFileUpload.ts';

type Fields = z.input<typeof applicationFieldsSchema>;
const EMPTY: Fields = { fullName: '', contactNumber: '', whatsappNumber: '', email: '' };

/**
 * The application form (spec §2, §5): the spec's fields and messages, one CV uploaded with
 * progress, submit enabled only when everything is valid and uploaded and nothing is in flight.
 * It unmounts on close, which resets the form and the CV (spec §4).
 */
export function ApplyModal({ job, opened, onClose }: { job: Job; opened: boolean; onClose: () => void }) {
  const form = useForm<Fields, unknown, z.output<typeof applicationFieldsSchema>>({
    resolver: zodResolver(applicationFieldsSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const submit = useSubmitApplication();
  const cv = useFileUpload('cv', {
    onDone: () => showToast({ ...SEEKER_TOASTS.cvUploaded, color: 'green' }),
    onFailed: (failed) => {
      if (failed.stage === 'process') showToast({ ...SEEKER_TOASTS.cvProcessFailed, color: 'red' });
    },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (fields) => {
    if (!job.id)
      return showToast({
        title: SEEKER_TOASTS.applicationFailed.title,
        message: VALIDATION.application.noJob,
        color: 'red',
      });
    if (!cv.objectPath)
      return showToast({
        title: SEEKER_TOASTS.applicationFailed.title,
        message: VALIDATION.application.noCv,
        color: 'red',
      });
    try {
      await submit.mutateAsync({ ...fields, jobId: job.id, cvPath: cv.objectPath });
      showToast({ ...SEEKER_TOASTS.applicationSubmitted, color: 'green' });
      onClose();
    } catch (error) {
      showToast({
        title: SEEKER_TOASTS.applicationFailed.title,
        message: messageOf(error, SEEKER_TOASTS.applicationFailed.message),
        color: 'red',
      });
    }
  });

  const canSubmit = isValid && Boolean(cv.objectPath) && !form.formState.isSubmitting;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Apply for ${job.title}`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Full Name"
            autoComplete="name"
            withAsterisk
            error={errors.fullName?.message}
            {...form.register('fullName')}
          />
          <TextInput
            label="Contact Number"
            placeholder="+923001234567"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            withAsterisk
            error={errors.contactNumber?.message}
            {...form.register('contactNumber')}
          />
          <TextInput
            label="WhatsApp Number"
            placeholder="+923001234567"
            type="tel"
            inputMode="tel"
            withAsterisk
            error={errors.whatsappNumber?.message}
            {...form.register('whatsappNumber')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FileUpload
            purpose="cv"
            label="Upload CV"
            hint="PDF, DOC or DOCX, up to 5 MB"
            required
            state={cv.state}
            onSelect={(file) => void cv.upload(file)}
            onRetry={cv.retry}
          />
          <Button type="submit" size="md" disabled={!canSubmit} loading={form.formState.isSubmitting} mt="xs">
            {form.formState.isSubmitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
