import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  ADMIN_TOASTS,
  EMPTY_JOB_FORM,
  type JobForm as Fields,
  type Job,
  jobFormSchema,
  jobToForm,
  toJobInput,
} from '@modern-jobs/domain';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { freshJob, useSaveJob } from '../../../api/admin.ts';
import { isConflict, messageOf } from '../../../api/client.ts';
import { showToast } from '../../../app/toast.ts';
import { ConflictAlert } from '../../../components/conflict-alert/ConflictAlert.tsx';
import { FileUpload } from '../../../components/file-upload/FileUpload.tsx';
import { JobFormFields } from '../../../components/job-form/JobFormFields.tsx';
import { useFileUpload } from '../../../hooks/useFileUpload.ts';
import { useI18n } from '../../../i18n/I18nProvider.tsx';
import { english } from '../english.ts';

/**
 * 'Post New Job' / 'Edit Job' (spec §2, §4, §5). Editing loads the row's values; Cancel Edit or a
 * successful save empties the form, clears the logo and returns to create mode. The job's own
 * fields are the ones the employer's form has too (JobFormFields); the company, its logo, the
 * status and the boost are the operator's alone.
 */
export function JobForm({ editing, onDone }: { editing: Job | null; onDone: () => void }) {
  const { referenceText } = useI18n();
  const form = useForm<Fields>({ resolver: zodResolver(jobFormSchema), defaultValues: EMPTY_JOB_FORM });
  const save = useSaveJob();
  const logo = useFileUpload('logo', {
    onDone: (path) => {
      form.setValue('companyLogo', path, { shouldDirty: true });
      void showToast({ ...ADMIN_TOASTS.logoUploaded, color: 'green' });
    },
  });
  const { errors, isSubmitting } = form.formState;
  // The version being edited: the row's, or the one reloaded after someone else saved first.
  const [base, setBase] = useState<Job | null>(editing);
  const [conflict, setConflict] = useState<string | null>(null);
  const boosted = form.watch('isBoosted');
  const currentLogo = form.watch('companyLogo');

  useEffect(() => {
    setBase(editing);
    setConflict(null);
    form.reset(editing ? jobToForm(editing) : EMPTY_JOB_FORM);
    logo.reset();
  }, [editing, form, logo.reset]);

  const reload = async () => {
    if (!base) return;
    try {
      const job = await freshJob(base.id);
      setBase(job);
      setConflict(null);
      form.reset(jobToForm(job));
    } catch (error) {
      setConflict(messageOf(error, ADMIN_TOASTS.updateFailed));
    }
  };

  const finish = () => {
    form.reset(EMPTY_JOB_FORM);
    logo.reset();
    onDone();
  };

  const onSubmit = form.handleSubmit(async (fields) => {
    // The logo sent is the upload's own answer, once it has finished (the button waits for it, and
    // so does a submit that comes another way): never the field, which its onDone may not have
    // written yet, nor anything the upload handed out before the server checked the file.
    const uploaded = await logo.finished();
    const companyLogo = uploaded.status === 'done' ? uploaded.objectPath : fields.companyLogo;
    try {
      await save.mutateAsync({
        id: base?.id ?? null,
        input: toJobInput({ ...fields, companyLogo }),
        version: base?.updatedAt,
      });
      await showToast({ ...(editing ? ADMIN_TOASTS.jobUpdated : ADMIN_TOASTS.jobCreated), color: 'green' });
      finish();
    } catch (error) {
      const message = messageOf(error, editing ? ADMIN_TOASTS.updateFailed : ADMIN_TOASTS.createFailed);
      // Kept on screen, not only toasted: the admin must choose to reload (losing these edits) or not.
      if (isConflict(error)) setConflict(message);
      await showToast({ title: ADMIN_TOASTS.error, message, color: 'red', reference: referenceText(error) });
    }
  });

  const submitText = editing
    ? isSubmitting
      ? 'Updating...'
      : 'Update Job'
    : isSubmitting
      ? 'Creating...'
      : 'Create Job';

  return (
    <FormProvider {...form}>
      <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby="job-form-title">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="job-form-title">
              {editing ? 'Edit Job' : 'Post New Job'}
            </Title>
            {editing && (
              <Button variant="subtle" size="xs" onClick={finish}>
                Cancel Edit
              </Button>
            )}
          </Group>
          {conflict && (
            <ConflictAlert
              title="Someone else changed this job"
              message={conflict}
              reloadLabel="Reload job"
              onReload={() => void reload()}
            />
          )}
          <JobFormFields
            afterTitle={
              <TextInput
                label="Company"
                withAsterisk
                error={english(errors.company?.message)}
                {...form.register('company')}
              />
            }
          />
          <FileUpload
            purpose="logo"
            label="Company Logo"
            hint={
              currentLogo ? 'A logo is set; choose a file to replace it' : 'PNG, JPEG or WebP, up to 5,242,880 bytes'
            }
            state={logo.state}
            onSelect={(file) => void logo.upload(file)}
            onRetry={logo.retry}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Status"
              data={[
                { value: 'approved', label: 'Approved (listed)' },
                { value: 'pending', label: 'Pending (hidden)' },
                { value: 'rejected', label: 'Rejected (hidden)' },
              ]}
              {...form.register('status')}
            />
            <Stack gap={6} justify="flex-end">
              <Controller
                control={form.control}
                name="isBoosted"
                render={({ field }) => (
                  <Checkbox
                    label="Boosted (shown first)"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            </Stack>
          </SimpleGrid>
          {boosted && (
            <TextInput
              label="Boost expires (Pakistan time)"
              type="datetime-local"
              description="Leave empty to boost until turned off"
              {...form.register('boostExpiry')}
            />
          )}
          <Button type="submit" disabled={isSubmitting || logo.busy}>
            {submitText}
          </Button>
        </Stack>
      </Paper>
    </FormProvider>
  );
}
