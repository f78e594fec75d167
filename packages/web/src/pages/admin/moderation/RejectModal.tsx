import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ModerationItem, rejectJobSchema } from '@modern-jobs/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../../api/client.ts';
import { showToast } from '../../../app/toast.ts';
import { useI18n } from '../../../i18n/I18nProvider.tsx';
import { english } from '../english.ts';
import { changedSinceRead, useDecideJob } from './moderation-api.ts';

type Fields = z.input<typeof rejectJobSchema>;

/** The longest reason the API keeps (rejectJobSchema): the box stops there rather than failing on save. */
const REASON_MAX = 500;

/**
 * Rejecting a pending job: the reason is required (the employer reads it on their dashboard and in
 * the e-mail), checked by the domain's schema. The rejection is of the version the operator read (the
 * item the dialog was opened on): if the job changed since (412), the dialog closes and the queue
 * shows the new version to read first (`onChanged`). Any other refusal from the API (say, someone
 * decided first) is shown in the dialog, which stays open.
 */
export function RejectModal({
  item,
  opened,
  onClose,
  onChanged,
}: {
  item: ModerationItem | null;
  opened: boolean;
  onClose: () => void;
  onChanged: (item: ModerationItem) => void;
}) {
  const { referenceText } = useI18n();
  const form = useForm<Fields>({ resolver: zodResolver(rejectJobSchema), defaultValues: { reason: '' } });
  const decide = useDecideJob();
  const [failure, setFailure] = useState<{ message: string; reference?: string } | null>(null);

  // Each opening starts empty.
  useEffect(() => {
    if (!opened) return;
    form.reset({ reason: '' });
    setFailure(null);
  }, [opened, form]);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!item) return;
    setFailure(null);
    try {
      await decide.mutateAsync({ id: item.job.id, version: item.job.updatedAt, decision: 'reject', reason });
      await showToast({
        title: 'Job rejected',
        message: `“${item.job.title}” was rejected; the employer can read your reason.`,
        color: 'green',
      });
      onClose();
    } catch (error) {
      if (changedSinceRead(error)) {
        onChanged(item);
        onClose();
        return;
      }
      setFailure({ message: messageOf(error, 'Could not reject the job.'), reference: referenceText(error) });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? `Reject “${item.job.title}”` : 'Reject job'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Reject job">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The job stays off the site. The employer is told by e-mail and sees your reason with the job.
          </Text>
          {failure && (
            <Alert color="red" role="alert" title="Not rejected">
              {failure.message}
              {failure.reference && (
                <Text size="xs" c="dimmed" mt={4}>
                  {failure.reference}
                </Text>
              )}
            </Alert>
          )}
          <Textarea
            label="Reason"
            description="Say what to change, so the employer can fix it and post again."
            rows={4}
            maxLength={REASON_MAX}
            withAsterisk
            data-autofocus
            error={english(form.formState.errors.reason?.message)}
            {...form.register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={decide.isPending}>
              Reject job
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
