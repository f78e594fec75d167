import { ActionIcon, Badge, Button, Group, Menu, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { PROFILE_LIMITS, type SavedCv } from '@modern-jobs/domain';
import { IconDots, IconFileText } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useAddCv, useChangeCv, useDeleteCv } from '../../api/profile.ts';
import { showToast } from '../../app/toast.ts';
import { ConfirmModal } from '../../components/confirm-modal/ConfirmModal.tsx';
import { FileUpload } from '../../components/file-upload/FileUpload.tsx';
import { EmptyPanel } from '../../components/status-panel/StatusPanel.tsx';
import { useFileUpload } from '../../hooks/useFileUpload.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { cvDetails } from './cv-format.ts';
import { loadProfileValidation } from './load-validation.ts';

/** A failed change of the saved CVs: the API's reason in the page's language, and its reference. */
function useCvFailure() {
  const { t, errorText, referenceText } = useI18n();
  return (error: unknown) =>
    showToast({
      title: t('cvs.failed'),
      message: errorText(error, 'common.checkConnection'),
      color: 'red',
      reference: referenceText(error),
    });
}

/**
 * A CV file chosen, sent and checked as the application form checks it (useFileUpload), then
 * `onVerified` with its object path: the same rules, progress and retry as everywhere else.
 */
function CvUpload({ label, onVerified }: { label: string; onVerified: (path: string) => Promise<unknown> }) {
  const { t, toast } = useI18n();
  const upload = useFileUpload('cv', {
    onDone: (path) =>
      void onVerified(path).then(
        () => upload.reset(),
        () => undefined,
      ),
    onFailed: (failed) => {
      if (failed.stage === 'process') showToast({ ...toast('cvProcessFailed'), color: 'red' });
    },
  });
  return (
    <FileUpload
      purpose="cv"
      label={label}
      hint={t('apply.cvHint')}
      state={upload.state}
      onSelect={(file) => void upload.upload(file)}
      onRetry={upload.retry}
    />
  );
}

function RenameModal({ cv, onClose }: { cv: SavedCv; onClose: () => void }) {
  const { t, message } = useI18n();
  const change = useChangeCv();
  const failed = useCvFailure();
  const [name, setName] = useState(cv.name);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      const { savedCvChangeSchema } = await loadProfileValidation();
      const parsed = savedCvChangeSchema.safeParse({ name });
      if (!parsed.success) return setError(message(parsed.error.issues[0]?.message ?? '', 'validation.profile.cvName'));
      await change.mutateAsync({ id: cv.id, change: parsed.data });
      showToast({ title: t('cvs.changed'), message: parsed.data.name ?? '', color: 'green' });
      onClose();
    } catch (problem) {
      failed(problem);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('cvs.renameTitle', { name: cv.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextInput
          label={t('cvs.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
          dir="auto"
        />
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cvs.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('cvs.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

function ReplaceModal({ cv, onClose }: { cv: SavedCv; onClose: () => void }) {
  const { t } = useI18n();
  const change = useChangeCv();
  const failed = useCvFailure();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('cvs.replaceTitle', { name: cv.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('cvs.replaceHint')}</Text>
        <CvUpload
          label={t('cvs.replace')}
          onVerified={async (path) => {
            try {
              await change.mutateAsync({ id: cv.id, change: { cvPath: path } });
              showToast({ title: t('cvs.changed'), message: cv.name, color: 'green' });
              onClose();
            } catch (problem) {
              failed(problem);
              throw problem;
            }
          }}
        />
      </Stack>
    </Modal>
  );
}

type Dialog = { kind: 'rename' | 'replace' | 'delete'; cv: SavedCv } | null;

function CvRow({ cv, onOpen }: { cv: SavedCv; onOpen: (dialog: Dialog) => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const change = useChangeCv();
  const failed = useCvFailure();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="saved-cv">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconFileText size={24} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} truncate dir="auto">
                {cv.name}
              </Text>
              {cv.isDefault && (
                <Badge size="sm" variant="light">
                  {t('cvs.default')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {cvDetails(i18n, cv)}
            </Text>
          </Stack>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('cvs.actions', { name: cv.name })}
              loading={change.isPending}
            >
              <IconDots size={20} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {!cv.isDefault && (
              <Menu.Item
                onClick={() =>
                  change.mutateAsync({ id: cv.id, change: { isDefault: true } }).catch((problem) => failed(problem))
                }
              >
                {t('cvs.makeDefault')}
              </Menu.Item>
            )}
            <Menu.Item onClick={() => onOpen({ kind: 'rename', cv })}>{t('cvs.rename')}</Menu.Item>
            <Menu.Item onClick={() => onOpen({ kind: 'replace', cv })}>{t('cvs.replace')}</Menu.Item>
            <Menu.Item color="red" onClick={() => onOpen({ kind: 'delete', cv })}>
              {t('cvs.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}

/** The saved CVs: up to 3, the default first; add, make default, rename, replace, delete. */
export function CvManager({ cvs }: { cvs: SavedCv[] }) {
  const { t } = useI18n();
  const titleId = useId();
  const add = useAddCv();
  const remove = useDeleteCv();
  const failed = useCvFailure();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('cvs.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('cvs.intro')}
      </Text>
      <Stack gap="sm">
        {cvs.length === 0 && <EmptyPanel title={t('cvs.none')} hint={t('cvs.noneHint')} />}
        {cvs.map((cv) => (
          <CvRow key={cv.id} cv={cv} onOpen={setDialog} />
        ))}
        {cvs.length < PROFILE_LIMITS.cvs ? (
          <CvUpload
            // A new uploader after each CV kept, so the next one starts empty.
            key={cvs.length}
            label={t('cvs.add')}
            onVerified={async (path) => {
              try {
                await add.mutateAsync({ cvPath: path });
                showToast({ title: t('cvs.added'), message: '', color: 'green' });
              } catch (problem) {
                failed(problem);
                throw problem;
              }
            }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('cvs.full')}
          </Text>
        )}
      </Stack>
      {dialog?.kind === 'rename' && <RenameModal cv={dialog.cv} onClose={close} />}
      {dialog?.kind === 'replace' && <ReplaceModal cv={dialog.cv} onClose={close} />}
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={t('cvs.deleteTitle', { name: dialog?.cv.name ?? '' })}
        text={t('cvs.deleteText')}
        cancelLabel={t('cvs.cancel')}
        confirmLabel={t('cvs.delete')}
        busy={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (!dialog) return;
          remove.mutateAsync(dialog.cv.id).then(
            () => {
              showToast({ title: t('cvs.deleted'), message: dialog.cv.name, color: 'green' });
              close();
            },
            (problem) => failed(problem),
          );
        }}
      />
    </Paper>
  );
}
