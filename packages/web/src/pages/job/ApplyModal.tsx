import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { applicationFieldsSchema, type Job } from '@modern-jobs/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSubmitApplication } from '../../api/applications.ts';
import { showToast } from '../../app/toast.ts';
import { FileUpload } from '../../components/file-upload/FileUpload.tsx';
import { useFileUpload } from '../../hooks/useFileUpload.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

type Fields = z.input<typeof applicationFieldsSchema>;

/** An application the form sent: its fields as checked, and the verified CV's path. */
export interface SentApplication {
  fields: z.output<typeof applicationFieldsSchema>;
  cvPath: string;
}
const EMPTY: Fields = { fullName: '', contactNumber: '', whatsappNumber: '', email: '' };

/**
 * The application form (spec §2, §5): the spec's fields and messages, one CV uploaded with
 * progress, submit enabled only when everything is valid and uploaded and nothing is in flight.
 * It unmounts on close, which resets the form and the CV (spec §4). Phone numbers and the e-mail
 * address are typed left to right on an Urdu page too.
 */
export function ApplyModal({
  job,
  opened,
  onClose,
  onSent,
}: {
  job: Job;
  opened: boolean;
  onClose: () => void;
  /** what was sent, for the confirmation that follows (and the offer to keep it as a profile) */
  onSent?: (sent: SentApplication) => void;
}) {
  const form = useForm<Fields, unknown, z.output<typeof applicationFieldsSchema>>({
    resolver: zodResolver(applicationFieldsSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const submit = useSubmitApplication();
  const { t, message, toast, errorText, referenceText } = useI18n();
  const cv = useFileUpload('cv', {
    onDone: () => showToast({ ...toast('cvUploaded'), color: 'green' }),
    onFailed: (failed) => {
      if (failed.stage === 'process') showToast({ ...toast('cvProcessFailed'), color: 'red' });
    },
  });
  const failed = toast('applicationFailed');
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (fields) => {
    if (!job.id) return showToast({ title: failed.title, message: t('validation.noJob'), color: 'red' });
    if (!cv.objectPath) return showToast({ title: failed.title, message: t('validation.noCv'), color: 'red' });
    try {
      await submit.mutateAsync({ ...fields, jobId: job.id, cvPath: cv.objectPath });
      showToast({ ...toast('applicationSubmitted'), color: 'green' });
      onSent?.({ fields, cvPath: cv.objectPath });
      onClose();
    } catch (error) {
      showToast({
        title: failed.title,
        message: errorText(error, 'toast.applicationFailed.message'),
        color: 'red',
        reference: referenceText(error),
      });
    }
  });

  const canSubmit = isValid && Boolean(cv.objectPath) && !form.formState.isSubmitting;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('apply.title', { title: job.title })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('apply.fullName')}
            autoComplete="name"
            withAsterisk
            error={errors.fullName?.message && message(errors.fullName.message)}
            {...form.register('fullName')}
          />
          <TextInput
            label={t('apply.contactNumber')}
            placeholder="+923001234567"
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel"
            withAsterisk
            error={errors.contactNumber?.message && message(errors.contactNumber.message)}
            {...form.register('contactNumber')}
          />
          <TextInput
            label={t('apply.whatsappNumber')}
            placeholder="+923001234567"
            type="tel"
            inputMode="tel"
            dir="ltr"
            withAsterisk
            error={errors.whatsappNumber?.message && message(errors.whatsappNumber.message)}
            {...form.register('whatsappNumber')}
          />
          <TextInput
            label={t('apply.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            withAsterisk
            error={errors.email?.message && message(errors.email.message)}
            {...form.register('email')}
          />
          <FileUpload
            purpose="cv"
            label={t('apply.cv')}
            hint={t('apply.cvHint')}
            required
            state={cv.state}
            onSelect={(file) => void cv.upload(file)}
            onRetry={cv.retry}
          />
          <Button type="submit" size="md" disabled={!canSubmit} loading={form.formState.isSubmitting} mt="xs">
            {form.formState.isSubmitting ? t('apply.submitting') : t('apply.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
