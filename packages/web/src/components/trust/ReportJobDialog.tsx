import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type Job, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@modern-jobs/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../api/auth.ts';
import { apiRequest } from '../../api/client.ts';
import { showToast } from '../../app/toast.ts';
import { useTrustI18n } from '../../i18n/trust-i18n.ts';

/**
 * Reporting a job: why (the five reasons), and optional details as plain text. Anyone may, signed in
 * or not; a signed-in reporter is told they will hear the outcome by e-mail.
 */
export function ReportJobDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const { t, tt, errorText } = useTrustI18n();
  const { isSignedIn } = useAuth();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const send = useMutation({
    mutationFn: async () => {
      await apiRequest('POST', `/api/jobs/${encodeURIComponent(job.id)}/reports`, {
        reason,
        details: details.trim() || null,
      });
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissingReason(true);
    try {
      await send.mutateAsync();
      onClose();
      await showToast({ title: tt('trust.report.sent'), message: tt('trust.report.sentText'), color: 'green' });
    } catch {
      // Shown in the dialog, in the page's language.
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={tt('trust.report.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{tt('trust.report.intro')}</Text>
          <Radio.Group
            label={tt('trust.report.reason')}
            withAsterisk
            value={reason}
            onChange={(value) => {
              setReason(value as ReportReason);
              setMissingReason(false);
            }}
            error={missingReason ? tt('validation.trust.reportReason') : undefined}
          >
            <Stack gap={6} mt={4}>
              {REPORT_REASONS.map((value) => (
                <Radio key={value} value={value} label={tt(`trust.report.reason.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={tt('trust.report.details')}
            description={tt('trust.report.detailsHint')}
            maxLength={REPORT_DETAILS_MAX}
            rows={3}
            dir="auto"
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
          />
          {isSignedIn && <Text size="xs">{tt('trust.report.signedIn')}</Text>}
          {send.error && (
            <Alert color="red" role="alert" title={tt('trust.report.failed')}>
              <Text size="sm">{errorText(send.error, 'common.checkConnection')}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {tt('trust.report.cancel')}
            </Button>
            <Button type="submit" color="red" loading={send.isPending}>
              {tt('trust.report.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
