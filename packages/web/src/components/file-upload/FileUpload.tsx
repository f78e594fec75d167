import { Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconFileUpload, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import type { UploadPurpose } from '../../api/uploads.ts';
import { FILE_RULES } from '../../hooks/file-rules.ts';
import type { UploadState } from '../../hooks/useFileUpload.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/**
 * Choose one file and watch it upload: a progress bar while sending, "Checking..." while the server
 * verifies it, and a retry button when it fails.
 */
export function FileUpload({
  purpose,
  label,
  hint,
  state,
  onSelect,
  onRetry,
  required = false,
}: {
  purpose: UploadPurpose;
  label: string;
  hint: string;
  required?: boolean;
  state: UploadState;
  onSelect: (file: File) => void;
  onRetry: () => void;
}) {
  const statusId = useId();
  const { t, errorText, referenceText } = useI18n();
  const busy = state.status === 'uploading' || state.status === 'processing';
  const fileName = state.status === 'idle' || (state.status === 'failed' && !state.file) ? null : state.file?.name;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
        {required && (
          <Text span c="red" aria-hidden="true">
            {' *'}
          </Text>
        )}
      </Text>
      <Paper withBorder p="sm" radius="md" style={{ borderStyle: 'dashed' }}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c={fileName ? undefined : 'dimmed'} truncate dir={fileName ? 'auto' : undefined}>
              {fileName ?? hint}
            </Text>
            <FileButton onChange={(file) => file && onSelect(file)} accept={FILE_RULES[purpose].accept} disabled={busy}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconFileUpload size={16} />}
                  aria-describedby={statusId}
                  disabled={busy}
                >
                  {state.status === 'idle' ? t('upload.choose') : t('upload.change')}
                </Button>
              )}
            </FileButton>
          </Group>
          <div id={statusId} aria-live="polite">
            {state.status === 'uploading' && (
              <Stack gap={4}>
                <Progress value={state.progress * 100} aria-label={t('upload.progress')} animated />
                <Text size="xs" c="dimmed">
                  {t('upload.uploading', { percent: Math.round(state.progress * 100) })}
                </Text>
              </Stack>
            )}
            {state.status === 'processing' && (
              <Stack gap={4}>
                <Progress value={100} aria-label={t('upload.progress')} />
                <Text size="xs" c="dimmed">
                  {t('upload.checking')}
                </Text>
              </Stack>
            )}
            {state.status === 'done' && (
              <Group gap={4}>
                <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden="true" />
                <Text size="xs" c="brand.8">
                  {t('upload.done')}
                </Text>
              </Group>
            )}
            {state.status === 'failed' && (
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="xs" c="red.8" role="alert">
                  {state.problem
                    ? t(state.problem)
                    : errorText(state.error, state.stage === 'process' ? 'upload.checkFailed' : 'upload.sendFailed')}
                  {referenceText(state.error) && (
                    <bdi style={{ display: 'block', opacity: 0.8 }}>{referenceText(state.error)}</bdi>
                  )}
                </Text>
                {state.file && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconRefresh size={14} />}
                    onClick={onRetry}
                  >
                    {t('upload.retry')}
                  </Button>
                )}
              </Group>
            )}
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
