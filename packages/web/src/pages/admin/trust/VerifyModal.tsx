import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiRequest } from '../../../api/client.ts';
import { showToast } from '../../../app/toast.ts';
import { useTrustI18n } from '../../../i18n/trust-i18n.ts';

/**
 * Verifying a job's recruiter or an employer's company: what the operator checked, a note or a link
 * (the API refuses neither); who and when are the server's. The lists in `refresh` are read again.
 */
export function VerifyModal({
  title,
  subject,
  path,
  version,
  refresh,
  onClose,
}: {
  title: string;
  subject: string;
  path: string;
  /** the version of what is verified that the operator looked at, sent as If-Match */
  version?: string | undefined;
  refresh: readonly (readonly unknown[])[];
  onClose: () => void;
}) {
  const { tt, errorText } = useTrustI18n();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [link, setLink] = useState('');
  const [missing, setMissing] = useState(false);
  const verify = useMutation({
    mutationFn: () =>
      apiRequest('POST', path, { evidence: { note: note.trim() || null, link: link.trim() || null } }, version),
    onSettled: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim() && !link.trim()) return setMissing(true);
    try {
      await verify.mutateAsync();
      onClose();
      await showToast({ title: tt('trust.verify.done'), message: subject, color: 'green' });
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" fw={600} dir="auto">
            {subject}
          </Text>
          <Textarea
            label={tt('trust.verify.note')}
            autosize
            minRows={2}
            value={note}
            error={missing ? tt('validation.trust.evidence') : undefined}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setMissing(false);
            }}
          />
          <TextInput
            label={tt('trust.verify.link')}
            placeholder="https://..."
            dir="ltr"
            value={link}
            onChange={(event) => {
              setLink(event.currentTarget.value);
              setMissing(false);
            }}
          />
          {verify.error && (
            <Alert color="red" role="alert">
              <Text size="sm">{errorText(verify.error, 'common.checkConnection')}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {tt('trust.report.cancel')}
            </Button>
            <Button type="submit" color="green" loading={verify.isPending}>
              {tt('trust.verify.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
