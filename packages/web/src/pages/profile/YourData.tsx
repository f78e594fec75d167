import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { APPLICATION_RETENTION_DAYS, amountToPaisa, DELETE_CONFIRMATION_WORDS, type User } from '@modern-jobs/domain';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { authQuery } from '../../api/auth.ts';
import { deleteAccount, fetchExport } from '../../api/profile.ts';
import { showToast } from '../../app/toast.ts';
import { paisaMoney } from '../../components/wallet/wallet-format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { buildArchive, saveFile } from './export-archive.ts';
import { clearDraft } from './profile-form.ts';

function DownloadButton() {
  const { t, errorText, referenceText } = useI18n();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { json, data } = await fetchExport();
      const zip = await buildArchive(json, data);
      saveFile(zip, `modern-jobs-data-${data.exportedAt.slice(0, 10)}.zip`, 'application/zip');
      showToast({ title: t('data.downloaded'), message: '', color: 'green' });
    } catch (error) {
      showToast({
        title: t('data.downloadFailed'),
        message: errorText(error, 'common.checkConnection'),
        color: 'red',
        reference: referenceText(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      loading={busy}
      onClick={() => void download()}
    >
      {busy ? t('data.downloading') : t('data.download')}
    </Button>
  );
}

/**
 * Deleting the account asks for the typed word the API takes (the page's language's), and for a
 * wallet with money in it, that the person gives it up. A refusal (the only admin, a company with
 * open jobs) is the API's reason, shown in the dialog. Once deleted the session is gone: the app
 * forgets everything it held and goes home.
 */
function DeleteAccountModal({ user, onClose }: { user: User; onClose: () => void }) {
  const i18n = useI18n();
  const { t, errorText, referenceText, locale, path } = i18n;
  const client = useQueryClient();
  const navigate = useNavigate();
  const word = locale === 'ur' ? DELETE_CONFIRMATION_WORDS[1] : DELETE_CONFIRMATION_WORDS[0];
  const balance = amountToPaisa(user.walletBalance) ?? 0;
  const [typed, setTyped] = useState('');
  const [giveUp, setGiveUp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const ready = typed.trim() === word && (balance <= 0 || giveUp);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(word, balance > 0 && giveUp);
    } catch (problem) {
      setBusy(false);
      return setError(problem);
    }
    // Home first, then forget: the profile page would otherwise see nobody signed in and ask to sign in.
    navigate(path('/'), { replace: true });
    clearDraft(user.id);
    client.clear();
    client.setQueryData(authQuery().queryKey, null);
    showToast({ title: t('data.deleted'), message: t('data.deletedText'), color: 'green' });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('data.deleteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void confirm();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('data.deleteText')}</Text>
          {balance > 0 && (
            <Alert color="orange" variant="light">
              <Stack gap="xs">
                <Text size="sm">{t('data.walletWarning', { amount: paisaMoney(i18n, balance) })}</Text>
                <Checkbox
                  label={t('data.giveUpWallet')}
                  checked={giveUp}
                  onChange={(event) => setGiveUp(event.currentTarget.checked)}
                />
              </Stack>
            </Alert>
          )}
          <TextInput
            label={t('data.typeWord', { word })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          {error !== null && (
            <Alert color="red" variant="light" role="alert" title={t('data.deleteFailed')}>
              {errorText(error, 'common.checkConnection')}
              {referenceText(error) && (
                <bdi style={{ display: 'block', fontSize: '0.8em' }}>{referenceText(error)}</bdi>
              )}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cvs.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!ready} loading={busy}>
              {t('data.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Your data": download everything in one archive, or delete the account. */
export function YourData({ user }: { user: User }) {
  const { t } = useI18n();
  const titleId = useId();
  const [deleting, setDeleting] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('data.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('data.intro', { days: APPLICATION_RETENTION_DAYS })}
      </Text>
      <Group gap="sm">
        <DownloadButton />
        <Button
          variant="outline"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => setDeleting(true)}
        >
          {t('data.delete')}
        </Button>
      </Group>
      {deleting && <DeleteAccountModal user={user} onClose={() => setDeleting(false)} />}
    </Paper>
  );
}
